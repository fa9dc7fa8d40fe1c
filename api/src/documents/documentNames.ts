/** The Grasrotandelen documents the app makes, and the file name each is served under. */
export const GRASROT_DOCUMENTS = ['vervebrev', 'strekkode', 'vervekort'] as const;
export type GrasrotDocument = (typeof GRASROT_DOCUMENTS)[number];

export const GRASROT_FILE_NAMES: Record<GrasrotDocument, string> = {
  vervebrev: 'grasrotandelen-vervebrev.pdf',
  strekkode: 'grasrotandelen-strekkode.pdf',
  vervekort: 'grasrotandelen-vervekort.pdf',
};
