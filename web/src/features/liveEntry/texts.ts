import type { MatchEventType, MatchPhase } from '@vsf/engine';

export { PHASE_LABELS as PHASE_LABEL } from '@vsf/engine';

/** The touchline entry's words ('Samme tropp som forrige kamp', 'Slutt', 'Bekreft resultat' and 'Gjenåpne kampen' are the product's own). */
export const LIVE_TEXTS = {
  title: 'Direkte kampføring',
  sameSquad: 'Samme tropp som forrige kamp',
  fromPublished: 'Troppen som ble publisert er krysset av. Endre den før avspark om noen mangler.',
  kickOff: 'Avspark',
  fullTime: 'Slutt',
  confirmResult: 'Bekreft resultat',
  reopen: 'Gjenåpne kampen',
  opponentOwnGoal: 'Selvmål av motstanderen',
  noAssist: 'Ingen målgivende',
  confirmFullTime: {
    title: 'Blåse av kampen?',
    message: 'Etterpå ser du statistikken før du bekrefter resultatet.',
    confirmLabel: 'Blås av kampen',
  },
  confirmReopen: {
    title: 'Gjenåpne kampen?',
    message: 'Resultatet, statistikken og fantasypoengene for kampen tas bort til den er lagret på nytt.',
    confirmLabel: 'Gjenåpne kampen',
    danger: true,
  },
  cancel: 'Avbryt direkteføringen',
  confirmCancel: {
    title: 'Avbryte direkteføringen?',
    message:
      'Hendelsene og troppen slettes, og kampen står som ikke startet, for alle. Bruk dette når feil kamp ble startet. Det kan ikke angres.',
    confirmLabel: 'Avbryt direkteføringen',
    cancelLabel: 'Fortsett kampføringen',
    danger: true,
  },
  confirmDelete: (what: string) => ({
    title: 'Slette hendelsen?',
    message: `«${what}» tas bort fra kampen.`,
    confirmLabel: 'Slett hendelsen',
    danger: true,
  }),
  notSent: 'Ikke sendt',
  sending: 'Sender …',
  refused: 'Avvist',
  retry: 'Send på nytt',
  dismiss: 'Fjern',
  saved: 'Resultatet er lagret.',
  loadFailed: 'Kunne ikke hente kampen. Prøv igjen om litt.',
} as const;

export const EVENT_LABEL: Record<MatchEventType, string> = {
  goal: 'Mål',
  opponentGoal: 'Mål av motstanderen',
  ownGoal: 'Selvmål',
  yellowCard: 'Gult kort',
  redCard: 'Rødt kort',
};

/** The phase a tap moves a started match on to, and the button's words. */
export const NEXT_PHASE: Partial<Record<MatchPhase, { phase: 'halfTime' | 'secondHalf' | 'finished'; label: string }>> =
  {
    firstHalf: { phase: 'halfTime', label: 'Pause' },
    halfTime: { phase: 'secondHalf', label: '2. omgang' },
    secondHalf: { phase: 'finished', label: LIVE_TEXTS.fullTime },
  };
