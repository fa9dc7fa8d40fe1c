import { ACCOUNT_RULE_MESSAGES, club } from '@vsf/engine';

/**
 * The account texts: the fields' rules' messages from the engine, and the answers' own: the
 * spec's words where it quotes them (001 §5, 002 §5, 001 §8), our own (recorded in
 * docs/PRODUCT-CHOICES.md) where it is silent.
 */
export const USER_MESSAGES = {
  ...ACCOUNT_RULE_MESSAGES,
  oldPasswordWrong: 'Det gamle passordet er feil.',
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
