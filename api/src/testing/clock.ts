/** The instant every test database is built around: a Sunday in the middle of a season. */
export const TEST_NOW = new Date('2026-11-22T12:00:00+01:00');
