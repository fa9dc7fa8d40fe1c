import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { visitorChanged } from '../../api/visitor';
import { sessionAtom } from '../../store/session';
import { focusPageHeading } from '../../ui/pageFocus';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { prepareLogin } from './loginInput';
import { requestLogin } from './sessionApi';
import styles from './LoginForm.module.css';

interface LoginFormProps {
  /** 'inline' for the header bar, 'stacked' for pages and the mobile menu. */
  variant: 'inline' | 'stacked';
}

export function LoginForm({ variant }: LoginFormProps) {
  const setSession = useSetAtom(sessionAtom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const { notify, dialog } = useConfirmDialog();

  const clear = () => {
    setUsername('');
    setPassword('');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = prepareLogin(username, password);
    if (!credentials) return;
    setSending(true);
    try {
      const outcome = await requestLogin(credentials);
      if (outcome.ok) {
        setSession({ status: 'loggedIn', user: outcome.user });
        visitorChanged();
        // The form is replaced by the logged-in box: focus goes to the page, not to nowhere.
        focusPageHeading();
        return;
      }
      clear();
      void notify(outcome.msg);
    } catch (error) {
      console.error(error);
      clear();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={`${styles.form} ${styles[variant]}`} onSubmit={(event) => void submit(event)}>
      <label className={styles.field}>
        <span className={variant === 'inline' ? 'visually-hidden' : styles.label}>Brukernavn</span>
        <input
          className={styles.input}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="Brukernavn"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span className={variant === 'inline' ? 'visually-hidden' : styles.label}>Passord</span>
        <input
          className={styles.input}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="Passord"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <button className={styles.button} type="submit" disabled={sending}>
        Logg inn
      </button>
      {dialog}
    </form>
  );
}
