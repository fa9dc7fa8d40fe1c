import type { AuditEntry } from '@vsf/contract';
import { ACTION_LABELS, AUDIT_TEXTS as T, KIND_LABELS, formatAuditTime } from './auditTexts';
import { auditLines } from './auditLines';
import styles from './AuditLog.module.css';

/** One line of the log: when, who, what, the changes as readable lines, and the stored data on request. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const lines = auditLines(entry);
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
      {lines.length === 0 ? (
        <p className={styles.muted}>{T.noDetails}</p>
      ) : (
        <ul className={styles.lines} aria-label={T.changes}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <details className={styles.raw}>
        <summary>{T.showData}</summary>
        <pre>{JSON.stringify({ [T.before]: entry.before, [T.after]: entry.after }, null, 2)}</pre>
      </details>
    </li>
  );
}
