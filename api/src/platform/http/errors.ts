/**
 * An error whose message is meant for a person: it reaches the browser as
 * `{success: false, msg}` with its HTTP status. Anything else is an internal error.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const notFound = (msg: string) => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
export const forbidden = (msg: string = messages.forbidden) => new HttpError(403, msg);

export const messages = {
  notLoggedIn: 'Du må være logget inn for å gjøre dette.',
  forbidden: 'Du har ikke tilgang til dette.',
  notOwner: 'Du kan bare endre din egen bruker.',
  otherOrigin: 'Forespørselen kommer fra et annet nettsted og ble avvist.',
  invalidJson: 'Forespørselen inneholder ugyldig JSON.',
  badRequest: 'Ugyldig forespørsel.',
  tooLarge: 'Forespørselen er for stor.',
  unknownCall: 'Denne tjenesten finnes ikke.',
  wrongMethod: (methods: string) => `Denne tjenesten kalles med ${methods}.`,
  internal: 'Noe gikk galt på serveren. Prøv igjen om litt.',
  alreadyExists: 'Dette er allerede lagret. Last siden på nytt og se.',
  databaseUnavailable: 'Databasen svarer ikke akkurat nå. Prøv igjen om litt.',
} as const;
