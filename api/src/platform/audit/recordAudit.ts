import type { Knex } from 'knex';
import type { AuditKind, AuditSnapshot } from '@vsf/engine';
import type { AuditAction } from '@vsf/contract';

/** Who made a change: the signed-in user of the request, or none (a system job). */
export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditChange {
  kind: AuditKind;
  action: AuditAction;
  objectID: string | number;
  /** A short Norwegian line for the log's list, e.g. 'Mål av Ola lagt inn (12. min)'. */
  summary: string;
  before: AuditSnapshot;
  after: AuditSnapshot;
}

/**
 * Adds one line to the audit log. Call it inside the write's own transaction, so the line
 * exists exactly when the change does.
 */
export async function recordAudit(
  db: Knex | Knex.Transaction,
  actor: AuditActor | null,
  change: AuditChange,
): Promise<void> {
  await db('audit_log').insert({
    kind: change.kind,
    action: change.action,
    objectId: String(change.objectID),
    summary: change.summary,
    // jsonb columns take JSON text; knex would otherwise send an object as a Postgres record.
    before: change.before === null ? null : (JSON.stringify(change.before) as unknown as AuditSnapshot),
    after: change.after === null ? null : (JSON.stringify(change.after) as unknown as AuditSnapshot),
    userId: actor?.id ?? null,
    username: actor?.username ?? null,
  });
}
