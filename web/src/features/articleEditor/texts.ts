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
