import type { AuditEntry } from '@vsf/engine';
import { ACTION_LABELS, AUDIT_TEXTS as T, KIND_LABELS, diffRows, formatAuditTime } from './auditTexts';
import styles from './AuditLog.module.css';

/** One line of the log: when, who, what, and the changed fields before and after. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const rows = diffRows(entry.before, entry.after);
  return (
    <li className={styles.entry}>
      <div className={styles.meta}>
        <time dateTime={entry.at}>{formatAuditTime(entry.at)}</time>
        <span className={styles.who}>{entry.username ?? T.unknownUser}</span>
        <span className={styles.badge}>
          {KIND_LABELS[entry.kind]} · {ACTION_LABELS[entry.action]}
        </span>
      </div>
      <p className={styles.summary}>{entry.summary}</p>
      {rows.length === 0 ? (
        <p className={styles.muted}>{T.noDetails}</p>
      ) : (
        <table className={styles.diff}>
          <caption className="visually-hidden">{`${T.field}, ${T.before.toLowerCase()} og ${T.after.toLowerCase()}`}</caption>
          <thead>
            <tr>
              <th scope="col">{T.field}</th>
              <th scope="col">{T.before}</th>
              <th scope="col">{T.after}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td className={styles.before}>{row.before}</td>
                <td className={styles.after}>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
