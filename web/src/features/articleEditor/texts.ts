import type { ConfirmQuestion } from '../../ui/useConfirmDialog';

/** The editor's own texts where 002 gives none (docs/PRODUCT-CHOICES.md). */
export const EDITOR_TEXTS = {
  confirmReset: 'Vil du nullstille skjemaet? Alt du har skrevet blir borte.',
  confirmRevert: 'Vil du forkaste endringene og gå tilbake til det som er lagret?',
  confirmPublish: 'Vil du publisere artikkelen?',
  confirmUnpublish: 'Vil du avpublisere artikkelen og flytte den til utkast?',
  confirmTrash: (title: string) => `Vil du flytte «${title}» til søppelbøtten?`,
  confirmDelete: (title: string) =>
    `Vil du slette «${title}» for alltid? Kommentarene, avstemmingen og bildene slettes også. Dette kan ikke angres.`,
  confirmRestore: (title: string, published: boolean) =>
    published ? `Vil du publisere «${title}» igjen?` : `Vil du flytte «${title}» til utkast?`,
  unavailable: 'Fikk ikke kontakt med serveren. Prøv igjen om litt.',
  notFound: 'Fant ikke artikkelen. Den kan være slettet for alltid.',
  loadFailed: 'Kunne ikke hente artikkelen. Prøv igjen om litt.',
} as const;

/** The editor's questions: the texts above, with a heading and a button that says what it does. */
export const EDITOR_QUESTIONS = {
  reset: {
    title: 'Nullstille skjemaet?',
    message: EDITOR_TEXTS.confirmReset,
    confirmLabel: 'Nullstill skjemaet',
    danger: true,
  },
  revert: {
    title: 'Forkaste endringene?',
    message: EDITOR_TEXTS.confirmRevert,
    confirmLabel: 'Forkast endringene',
    danger: true,
  },
  publish: {
    title: 'Publisere artikkelen?',
    message: EDITOR_TEXTS.confirmPublish,
    confirmLabel: 'Publiser artikkelen',
  },
  unpublish: {
    title: 'Avpublisere artikkelen?',
    message: EDITOR_TEXTS.confirmUnpublish,
    confirmLabel: 'Flytt til utkast',
  },
  trash: (title: string): ConfirmQuestion => ({
    title: 'Flytte til søppelbøtten?',
    message: EDITOR_TEXTS.confirmTrash(title),
    confirmLabel: 'Flytt til søppelbøtten',
  }),
  delete: (title: string): ConfirmQuestion => ({
    title: 'Slette artikkelen for alltid?',
    message: EDITOR_TEXTS.confirmDelete(title),
    confirmLabel: 'Slett for alltid',
    danger: true,
  }),
  restore: (title: string, published: boolean): ConfirmQuestion => ({
    title: published ? 'Publisere igjen?' : 'Flytte til utkast?',
    message: EDITOR_TEXTS.confirmRestore(title, published),
    confirmLabel: published ? 'Publiser igjen' : 'Flytt til utkast',
  }),
} satisfies Record<string, ConfirmQuestion | ((...args: never[]) => ConfirmQuestion)>;
