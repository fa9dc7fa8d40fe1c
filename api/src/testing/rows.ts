/**
 * A row a test relies on: the typed query answers `Row | undefined`, and a missing row
 * should fail the test here, saying so, rather than as a property of undefined later.
 */
export function expectRow<T>(row: T): NonNullable<T> {
  if (row === undefined || row === null) throw new Error('Expected the query to find a row');
  return row;
}
