/** The leagues area's texts: the spec's own where it quotes them (001 §5, §8), ours where it is silent. */
export const LEAGUE_MESSAGES = {
  nameTooShort: 'Liganavn må være minst 3 tegn',
  nameTooLong: 'Liganavn kan være høyst 50 tegn',
  codeTooShort: 'Koden må være minst 3 tegn',
  profileCodeTooShort: 'Liga-koden må være minst 3 bokstaver/tegn',
  codeRequired: 'Du må lage en liga-kode dersom du vil at ligaen skal være kode-beskyttet',
  codeTooLong: 'Koden kan være høyst 50 tegn',
  wrongCode: 'Koden er feil.',
  privateMembersOnly: 'Bare medlemmene kan se tabellen i en privat liga.',
  leagueIdInvalid: 'Ugyldig liga-ID.',
  seasonInvalid: 'Ugyldig sesong.',
  roundInvalid: 'Ugyldig runde.',
  searchEmpty: 'Skriv inn noe å søke etter.',
  notFound: 'Fant ikke ligaen.',
  matchNotFound: 'Fant ikke kampen.',
  notAdmin: 'Bare ligaens administrator kan endre ligaen.',
  adminCannotLeave:
    'Du kan ikke forlate en liga du er administrator for. Du kan slette eller deaktivere ligaen fra din profil-side.',
  notActive: 'Ligaen er ikke aktiv.',
  alreadyMember: 'Du er allerede med i denne ligaen.',
  notMember: 'Du er ikke med i denne ligaen.',
  seasonOver: 'Sesongen er avsluttet. Du kan bli med i ligaer igjen når neste sesong starter.',
  oldSeason: 'Ligaen hører til en tidligere sesong. Gjenoppta den for å bruke den i år.',
  alreadyCurrent: 'Ligaen hører allerede til inneværende sesong.',
  created: (name: string, leagueID: number) => `Ligaen "${name}" er opprettet. Liga-ID: ${leagueID}.`,
  joined: (name: string) => `Du deltar nå i ligaen: ${name}.`,
  joinedPrivate: 'Ditt brukernavn og dine poeng vil bli synlig i ligaen fra og med neste runde.',
  left: (name: string) => `Du er nå fjernet fra ligaen: "${name}".`,
  activated: 'Ligaen er nå aktivert.',
  deactivated: 'Ligaen er nå deaktivert.',
  deleted: 'Ligaen er nå slettet.',
  membersRemoved: 'Alle medlemmene unntatt deg er fjernet fra ligaen.',
  reactivated: (season: number) => `Ligaen er nå aktivert for sesongen ${season}.`,
  saved: 'Endringene har blitt lagret.',
} as const;

/** The world ranking's name (001 §9). */
export const WORLD_LEAGUE_NAME = 'Verdensranking';
