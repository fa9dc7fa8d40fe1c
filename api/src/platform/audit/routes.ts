import { AUDIT_LOG_LIMIT, addDays, osloDateTimeToInstant, osloIsoTimestamp } from '@vsf/engine';
import { type AuditEntry } from '@vsf/contract';
import { defineRoute } from '../http/route';
import { auditLogSchema } from './schemas';

const getAuditLog = defineRoute({
  name: 'getAuditLog',
  access: 'admin',
  summary: `The audit log, newest first, by kind and Oslo dates (both inclusive); at most the newest ${AUDIT_LOG_LIMIT} lines.`,
  input: auditLogSchema,
  async handler({ input, db }) {
    const query = db('audit_log')
      .orderBy([
        { column: 'at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(AUDIT_LOG_LIMIT);
    if (input.kind) query.where({ kind: input.kind });
    if (input.from) query.where('at', '>=', osloDateTimeToInstant(input.from, '00.00'));
    if (input.to) query.where('at', '<', osloDateTimeToInstant(addDays(input.to, 1), '00.00'));
    const rows = await query;
    const entries: AuditEntry[] = rows.map((row) => ({
      auditID: row.id,
      kind: row.kind,
      action: row.action,
      objectID: row.objectId,
      summary: row.summary,
      before: row.before,
      after: row.after,
      userID: row.userId,
      username: row.username,
      at: osloIsoTimestamp(row.at),
    }));
    return { entries };
  },
});

export const auditRoutes = [getAuditLog];
