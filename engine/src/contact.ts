/** The kinds of row the club's contact page knows (002 §2.9), in the editor's order. */
export const CONTACT_METHODS = [
  'Hjemmebane',
  'Besøksadresse',
  'Kontortid',
  'Postadresse',
  'E-post',
  'Telefon',
  'Faks',
  'Web-adresse',
  'Kontonummer',
  'Organisasjonsnummer',
  'Stiftet dato',
  'Styrets leder',
  'Nestleder',
  'Styremedlem',
  'Web-ansvarlig',
] as const;

export type ContactMethod = (typeof CONTACT_METHODS)[number];

export interface ContactRow {
  contactMethod: ContactMethod;
  contactValue: string;
}

/** The spec sets no length; an address or a board member's name fits easily (PRODUCT-CHOICES). */
export const CONTACT_VALUE_MAX_LENGTH = 200;
/** A contact page is a short list; this bounds one save. */
export const CONTACT_ROWS_MAX = 40;

export const isContactMethod = (value: unknown): value is ContactMethod =>
  (CONTACT_METHODS as readonly unknown[]).includes(value);

/** Whether the editor's rows differ from the saved ones: save and reset are offered only then. */
export function contactRowsDiffer(a: readonly ContactRow[], b: readonly ContactRow[]): boolean {
  return (
    a.length !== b.length ||
    a.some((row, i) => row.contactMethod !== b[i]!.contactMethod || row.contactValue !== b[i]!.contactValue)
  );
}
