/**
 * The audit log's rules: which kinds of objects it covers, how many lines one
 * read answers, and what changed between an object's before and after.
 */
export const AUDIT_KINDS = ['match', 'matchEvent', 'fixture', 'user', 'clubPlayer', 'leagueTable'] as const;

/** The kinds of objects the audit log covers. */
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** A changed object's fields as they were or became; null when it did not exist. */
export type AuditSnapshot = Record<string, unknown> | null;

/** getAuditLog answers at most this many lines, the newest; a narrower filter reaches older ones. */
export const AUDIT_LOG_LIMIT = 500;

/** One changed field: its path through nested objects (a match's players by id), and both values. */
export interface AuditFieldChange {
  path: string[];
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between before and after, nested objects followed field by field
 * (a field missing on one side counts as undefined there); arrays and other values compare
 * as wholes, by their JSON. Unchanged fields are left out.
 */
export function auditChanges(before: AuditSnapshot, after: AuditSnapshot): AuditFieldChange[] {
  return changesOf(before ?? {}, after ?? {}, []);
}

function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  path: string[],
): AuditFieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const [was, is] = [before[key], after[key]];
    if (isObject(was) || isObject(is)) {
      return changesOf(isObject(was) ? was : {}, isObject(is) ? is : {}, [...path, key]);
    }
    return JSON.stringify(was) === JSON.stringify(is) ? [] : [{ path: [...path, key], before: was, after: is }];
  });
}
