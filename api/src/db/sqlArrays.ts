/**
 * Knex expands an array binding into a list of parameters, so set-based updates pass
 * whole columns as one PostgreSQL array literal instead. Only numbers and null are
 * accepted, which keeps the literal free of quoting concerns.
 */
export function intArrayLiteral(values: readonly (number | null)[]): string {
  for (const value of values) {
    if (value !== null && !Number.isInteger(value)) throw new Error(`Not an integer: ${value}`);
  }
  return `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
}
