/**
 * The database speaks snake_case, TypeScript camelCase. Knex converts identifiers on
 * the way in and row keys on the way out, so no query spells a name twice.
 */
export function toSnakeCase(identifier: string): string {
  return identifier.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function toCamelCase(identifier: string): string {
  return identifier.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function camelRow(row: unknown): unknown {
  if (row === null || typeof row !== 'object' || Array.isArray(row) || row instanceof Date || Buffer.isBuffer(row)) {
    return row;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[toCamelCase(key)] = value;
  return out;
}

/** Knex's postProcessResponse: plain results are rows; raw results carry `rows`. */
export function camelCaseResponse(result: unknown): unknown {
  if (Array.isArray(result)) return result.map(camelRow);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return { ...result, rows: result.rows.map(camelRow) };
  }
  return camelRow(result);
}
