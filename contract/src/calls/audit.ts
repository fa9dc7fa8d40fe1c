/** The audit log: who changed what, when, with before and after. */
import type { AuditKind, AuditSnapshot } from '@vsf/engine';

export type AuditAction = 'create' | 'update' | 'delete' | 'reopen';

export interface AuditEntry {
  auditID: number;
  kind: AuditKind;
  action: AuditAction;
  /** The object's id as text: a matchID, an eventID, a userID, a playerID. */
  objectID: string;
  /** A short Norwegian line for the log's list. */
  summary: string;
  before: AuditSnapshot;
  after: AuditSnapshot;
  userID: number | null;
  username: string | null;
  /** ISO 8601 */
  at: string;
}

export interface AuditCalls {
  /**
   * Admins: newest first; `from` and `to` are dates (yyyy-mm-dd, Oslo), both inclusive.
   * At most the newest AUDIT_LOG_LIMIT (500) lines that match: a full answer means older
   * ones exist, which a narrower filter reaches.
   */
  getAuditLog: {
    input: { kind?: AuditKind; from?: string; to?: string };
    answer: { entries: AuditEntry[] };
  };
}
