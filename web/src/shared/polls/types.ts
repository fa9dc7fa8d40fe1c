/** While the poll's code or its votes load. */
export const POLL_LOADING_TEXT = 'Laster avstemmingen...';

export const pollTexts = {
  registered: 'Din stemme er registrert',
  notEligible: 'Din bruker er ikke stemmeberettiget til denne avstemmingen',
  noPoll: 'Denne artikkelen har ingen avstemming.',
} as const;
