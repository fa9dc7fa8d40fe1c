import { useId, useState } from 'react';
import { AUDIT_KINDS, AUDIT_LOG_LIMIT, type AuditKind } from '@vsf/engine';
import { loadableOf } from '../../api/loadable';
import { refetchCalls, useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import { AuditEntryItem } from './AuditEntryItem';
import { AUDIT_TEXTS as T, KIND_LABELS } from './auditTexts';
import form from '../../ui/adminForms.module.css';
import styles from './AuditLog.module.css';

interface Filters {
  kind: AuditKind | '';
  from: string;
  to: string;
}

/** The filters as the call's input: empty ones left out. */
const inputOf = ({ kind, from, to }: Filters) => ({
  ...(kind ? { kind } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** /admin/log: the audit log, filtered by kind and by dates, newest first. */
export function AuditLog() {
  const [filters, setFilters] = useState<Filters>({ kind: '', from: '', to: '' });
  const query = useApiQuery('getAuditLog', inputOf(filters));
  const ids = { kind: useId(), from: useId(), to: useId() };
  const set = (field: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((old) => ({ ...old, [field]: event.target.value }));

  return (
    <div className={styles.layout}>
      <p>{T.intro}</p>
      <form className={styles.filters} onSubmit={(event) => event.preventDefault()} aria-label="Filter">
        <div className={form.field}>
          <label htmlFor={ids.kind}>{T.kind}</label>
          <select id={ids.kind} value={filters.kind} onChange={set('kind')}>
            <option value="">{T.allKinds}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label htmlFor={ids.from}>{T.from}</label>
          <input id={ids.from} type="date" value={filters.from} max={filters.to || undefined} onChange={set('from')} />
        </div>
        <div className={form.field}>
          <label htmlFor={ids.to}>{T.to}</label>
          <input id={ids.to} type="date" value={filters.to} min={filters.from || undefined} onChange={set('to')} />
        </div>
        <button type="button" className={styles.refresh} onClick={() => void refetchCalls('getAuditLog')}>
          {T.refresh}
        </button>
      </form>
      <QueryState
        state={loadableOf(query, T.loadFailed)}
        errorClassName={form.error}
        empty={{ text: T.empty, isEmpty: ({ value }) => value.entries.length === 0, className: styles.muted }}
      >
        {({ value: { entries } }) => (
          <>
            {entries.length >= AUDIT_LOG_LIMIT && <p className={styles.muted}>{T.capped(AUDIT_LOG_LIMIT)}</p>}
            <ol className={styles.list}>
              {entries.map((entry) => (
                <AuditEntryItem key={entry.auditID} entry={entry} />
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </div>
  );
}
