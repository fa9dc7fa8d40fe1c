import type { z } from 'zod';

/** No value of this schema could be found. */
export const NO_SAMPLE = Symbol('no sample');

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Values that satisfy most plain fields: ids, seasons, names, dates, e-mails, flags. */
const COMMON: unknown[] = [1, 2026, 'abcdefg', '2026-05-01', '01.05.2026', 'ola@example.no', 'Male', true, 0, '1', 'a'];

/** Values to try for a schema, most likely to pass first; objects and arrays are built from their parts. */
function candidates(schema: z.ZodType): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return [undefined, ...candidates(def.innerType!)];
    case 'nullable':
      return [...candidates(def.innerType!), null];
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return candidates(def.innerType!);
    case 'pipe':
      return candidates(def.in!);
    case 'lazy':
      return candidates(def.getter!());
    case 'union':
      return def.options!.flatMap(candidates);
    case 'enum':
      return Object.values(def.entries!);
    case 'literal':
      return def.values!;
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape!)) {
        const value = sample(field);
        if (value === NO_SAMPLE) return [];
        if (value !== undefined) body[key] = value;
      }
      return [body];
    }
    case 'array': {
      const element = sample(def.element!);
      return element === NO_SAMPLE ? [[]] : [[element], []];
    }
    case 'tuple': {
      const items = def.items!.map(sample);
      return items.includes(NO_SAMPLE) ? [] : [items];
    }
    case 'record':
      return [{}];
    default:
      return COMMON;
  }
}

/** A value the schema accepts (optional fields left out), or NO_SAMPLE. */
export function sample(schema: z.ZodType): unknown {
  for (const value of candidates(schema)) if (schema.safeParse(value).success) return value;
  return NO_SAMPLE;
}

/** The keys of an object schema (through optional, pipes and the like). */
export function objectKeys(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape!);
  const inner = def.innerType ?? def.in;
  return inner ? objectKeys(inner) : [];
}

/**
 * A body of the wrong shape that the schema refuses: an array, or every field (one at a
 * time, then all) replaced by an object. Null when the schema accepts all of them:
 * such a route takes any body, and there is nothing to refuse.
 */
export function wrongBody(schema: z.ZodType): unknown {
  const keys = objectKeys(schema);
  const tries: unknown[] = [
    [],
    Object.fromEntries(keys.map((key) => [key, {}])),
    ...keys.map((key) => ({ ...(sampleObject(schema) ?? {}), [key]: {} })),
  ];
  return tries.find((body) => !schema.safeParse(body).success) ?? null;
}

function sampleObject(schema: z.ZodType): Record<string, unknown> | null {
  const value = sample(schema);
  return value !== NO_SAMPLE && value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** One field of a valid body replaced by a value no route may take. */
export interface BadValue {
  field: string;
  kind: 'control character' | 'id beyond integer';
  body: Record<string, unknown>;
}

const BEYOND_INTEGER = 2_147_483_648;

/**
 * From a body the schema accepts, each text field with a NUL byte added and each number
 * (or number as text) replaced by one past the largest `integer`, one field at a time.
 */
export function badValues(schema: z.ZodType): BadValue[] {
  const valid = sampleObject(schema);
  if (!valid) return [];
  return Object.entries(valid).flatMap(([field, value]): BadValue[] => {
    const bad: BadValue[] = [];
    if (typeof value === 'string') {
      bad.push({ field, kind: 'control character', body: { ...valid, [field]: `${value}\u0000` } });
    }
    if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
      const beyond = typeof value === 'number' ? BEYOND_INTEGER : String(BEYOND_INTEGER);
      bad.push({ field, kind: 'id beyond integer', body: { ...valid, [field]: beyond } });
    }
    return bad;
  });
}
