import { z } from 'zod';
import { AUDIT_KINDS, parseFixtureDate } from '@vsf/engine';

export const AUDIT_MESSAGES = {
  kind: 'Ukjent type i loggen. Velg kamp, hendelse, kampprogram, bruker eller spiller.',
  date: 'Datoen må være en ekte dato skrevet som åååå-mm-dd.',
  order: 'Fra-datoen kan ikke være etter til-datoen.',
} as const;

/** yyyy-mm-dd, a real calendar date. */
const dateSchema = z
  .string({ error: AUDIT_MESSAGES.date })
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseFixtureDate(value) === value, AUDIT_MESSAGES.date);

export const auditLogSchema = z
  .object({
    kind: z.enum(AUDIT_KINDS, { error: AUDIT_MESSAGES.kind }).optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    error: AUDIT_MESSAGES.order,
    path: ['from'],
  });
