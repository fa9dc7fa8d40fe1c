import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_LENGTH } from '@vsf/engine';
import { type SessionUser } from '@vsf/contract';
import { changeUserPassword } from './accountApi';
import { ACCOUNT_TEXTS, passwordChangeProblem } from '../../shared/account/accountRules';
import { TextField } from '../../ui/TextField';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import styles from '../../ui/forms.module.css';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

/** 'Passord' (001 §2, Profile): the old password, the new one twice. Other sessions end. */
export function PasswordForm({ user }: { user: SessionUser }) {
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const { notify, dialog } = useConfirmDialog();
  const id = useId();
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((old) => ({ ...old, [field]: value }));
  const mismatch = form.confirmPassword !== '' && form.password !== form.confirmPassword;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordChangeProblem(form);
    if (problem) return void notify(problem);
    setSending(true);
    try {
      const answer = await changeUserPassword({ username: user.username, ...form });
      if (!answer.success) {
        void notify(answer.msg);
        return;
      }
      setForm(EMPTY);
      void notify(ACCOUNT_TEXTS.passwordChanged);
    } catch (error) {
      console.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} aria-label="Passord" onSubmit={(event) => void submit(event)} noValidate>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
      <div className={styles.grid}>
        <TextField
          label="Nåværende passord"
          type="password"
          name="current-password"
          autoComplete="current-password"
          maxLength={PASSWORD_LENGTH.max}
          value={form.oldPassword}
          onChange={set('oldPassword')}
        />
        <TextField
          label="Nytt passord"
          type="password"
          name="new-password"
          autoComplete="new-password"
          maxLength={PASSWORD_LENGTH.max}
          value={form.password}
          onChange={set('password')}
        />
        <TextField
          id={`${id}-confirm`}
          label="Gjenta nytt passord"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          maxLength={PASSWORD_LENGTH.max}
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          hint={mismatch ? ACCOUNT_TEXTS.passwordMismatchHint : ''}
        />
      </div>
      <p className={styles.note}>Når passordet er byttet, blir du logget ut på andre enheter.</p>
      <div className={styles.actions}>
        <button className={styles.button} type="submit" disabled={sending}>
          Bytt passord
        </button>
      </div>
      {dialog}
    </form>
  );
}
