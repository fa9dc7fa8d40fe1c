import { useState } from 'react';
import type { EmailNoticeSettings, SessionUser } from '@vsf/contract';
import { api } from '../../api/client';
import { loadableOf } from '../../api/loadable';
import { queryClient } from '../../api/queryClient';
import { apiQueryKey, useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import formStyles from '../../ui/forms.module.css';
import { EMAIL_SWITCHES, EMAIL_TEXTS, type EmailKind } from './emailNoticeTexts';
import styles from './EmailNoticeSwitches.module.css';

const KINDS: readonly EmailKind[] = ['deadline', 'corrections'];

/**
 * 'Varsler på e-post' on the profile: the deadline reminders and the correction notices also
 * by e-mail, each off until turned on. The address is the account's own ('Din informasjon');
 * without one the switches wait for it. Each change is saved at once and said in words.
 */
export function EmailNoticeSwitches({ user }: { user: SessionUser }) {
  const query = useApiQuery('getEmailNotices', {});
  const [saving, setSaving] = useState<EmailKind | null>(null);
  const [status, setStatus] = useState('');
  const { notify, dialog } = useConfirmDialog();
  const hasAddress = user.email !== '';

  const change = async (kind: EmailKind, on: boolean) => {
    setSaving(kind);
    setStatus('');
    try {
      const answer = await api('setEmailNotices', { [kind]: on });
      if (!answer.success) return void notify(answer.msg);
      const { deadline, corrections } = answer;
      queryClient.setQueryData<EmailNoticeSettings & { email: string }>(apiQueryKey('getEmailNotices', {}), (old) =>
        old ? { ...old, deadline, corrections } : old,
      );
      setStatus(EMAIL_TEXTS.saved(EMAIL_SWITCHES[kind].label, answer[kind]));
    } catch (error) {
      console.error(error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={formStyles.form}>
      <p className={formStyles.note}>{hasAddress ? EMAIL_TEXTS.sentTo(user.email) : EMAIL_TEXTS.noAddress}</p>
      <QueryState state={loadableOf(query, EMAIL_TEXTS.failed)} loading={{ label: EMAIL_TEXTS.heading }}>
        {({ value }) => (
          <ul className={styles.list}>
            {KINDS.map((kind) => (
              <li key={kind}>
                <label className={styles.row}>
                  <span className={styles.words}>
                    <span className={styles.label}>{EMAIL_SWITCHES[kind].label}</span>
                    <span className={styles.description}>{EMAIL_SWITCHES[kind].description}</span>
                  </span>
                  <input
                    className={styles.switch}
                    type="checkbox"
                    role="switch"
                    checked={value[kind]}
                    // An address is needed to turn one on; one that is on can always be turned off.
                    disabled={saving !== null || (!hasAddress && !value[kind])}
                    onChange={(event) => void change(kind, event.target.checked)}
                  />
                </label>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <p className={styles.status} role="status">
        {status}
      </p>
      {dialog}
    </div>
  );
}
