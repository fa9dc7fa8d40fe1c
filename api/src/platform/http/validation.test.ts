import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage } from './validation';

const messageOf = (schema: z.ZodType, value: unknown) => {
  // The module sets the named-field messages as zod's locale for the whole process.
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return validationMessage(result.error);
};

describe('validationMessage', () => {
  it("answers a schema's own sentence word for word", () => {
    const schema = z.object({ pitch: z.string().min(1, 'Alle felt må fylles ut!') });
    expect(messageOf(schema, { pitch: '' })).toBe('Alle felt må fylles ut!');
  });

  it("names the field in front of zod's generic Norwegian text", () => {
    const schema = z.object({ season: z.number() });
    expect(messageOf(schema, { season: 'x' })).toMatch(/^«season»: /);
  });
});
