import { z } from 'zod';

// Zod's own Norwegian messages for anything a schema does not word itself.
z.config(z.locales.no());

/** The first problem, worded for a person, naming the field when there is one. */
export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Ugyldig forespørsel.';
  const field = issue.path.map(String).join('.');
  return field && issue.code !== 'custom' ? `«${field}»: ${issue.message}` : issue.message;
}
