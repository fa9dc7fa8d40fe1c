import { z } from 'zod';

// Zod's own Norwegian messages for anything a schema does not word itself.
const norwegian = z.locales.no();
z.config(norwegian);

type ErrorMap = NonNullable<z.core.ParseContext<z.core.$ZodIssue>['error']>;

/**
 * Used only where a schema gives no message of its own (a schema's sentence wins): zod's
 * generic Norwegian text with the field's name in front, so the person knows which one.
 */
export const namedFieldErrors: ErrorMap = (issue) => {
  const made = norwegian.localeError?.(issue);
  const text = typeof made === 'string' ? made : made?.message;
  return issue.path?.length ? `«${issue.path.map(String).join('.')}»: ${text}` : text;
};

/** The first problem, as a sentence for a person. */
export function validationMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Ugyldig forespørsel.';
}
