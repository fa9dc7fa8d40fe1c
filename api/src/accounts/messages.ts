import { club } from '@vsf/engine';

/**
 * The account texts: the spec's words where it quotes them (001 §5, 002 §5, 001 §8),
 * our own (recorded in docs/PRODUCT-CHOICES.md) where it is silent.
 */
export const USER_MESSAGES = {
  usernameLength: 'Brukernavnet må være mellom 3 og 20 bokstaver/tegn.',
  usernameTaken: 'Brukernavnet er allerede i bruk. Vennligst benytt et annet.',
  teamNameLength: 'Lagets navn må være mellom 3 og 30 bokstaver/tegn.',
  passwordTooShort: 'Det nye passordet er ikke langt nok.',
  passwordTooLong: 'Passordet kan være høyst 20 bokstaver/tegn.',
  passwordMismatch: 'De to passordene du tastet stemmer ikke overens.',
  oldPasswordLength: 'Passordet er minst 5 bokstaver/tegn',
  oldPasswordWrong: 'Det gamle passordet er feil.',
  nameTooLong: 'Navnet kan være høyst 50 bokstaver/tegn.',
  emailInvalid: 'E-postadressen er ikke gyldig.',
  birthdateInvalid: 'Fødselsdatoen må være en gyldig dato (åååå-mm-dd).',
  sexInvalid: 'Kjønn må være Male, Woman eller Other.',
  userIdInvalid: 'Ugyldig bruker-ID.',
  flagInvalid: 'Verdien må være 0 eller 1.',
  created: `Din bruker er opprettet. Velkommen til ${club.fantasyName}!`,
  infoSaved: 'Din informasjon er blitt lagret.',
  settingsSaved: 'Endringene har blitt lagret.',
  passwordChanged: 'Passordet er oppdatert.',
  userNotFound: 'Brukeren finnes ikke.',
  userDeleted: 'Brukeren er nå slettet.',
  userEdited: 'Endringene er lagret.',
  botUndeletable: 'Boten (bruker 2) kan ikke slettes: den skriver de automatiske meldingene i feeden.',
  selfUndeletable: 'Du kan ikke slette din egen bruker.',
  selfUnadmin: 'Du kan ikke fjerne administratortilgangen fra din egen bruker.',
  notYourUsername: 'Du kan bare endre passordet til din egen bruker.',
  firstTimeLoginReset: 'Alle brukere logger nå inn for første gang denne sesongen.',
  fantasyStatsRemoved: 'Brukerens fantasy-lag er slettet.',
  leaguesLeft: 'Brukeren er fjernet fra alle ligaer.',
} as const;
