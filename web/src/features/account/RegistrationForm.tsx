import { startTransition, useId, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_LENGTH, TEAM_NAME_LENGTH } from '@vsf/engine';
import { visitorChanged } from '../../api/visitor';
import { sessionAtom } from '../../store/session';
import { createNewUser, userOf, type NewUserRequest } from './accountApi';
import { ACCOUNT_TEXTS, SEX_OPTIONS, normaliseUsername, registrationProblem } from '../../shared/account/accountRules';
import { TextField } from '../../ui/TextField';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { UsernameField } from './UsernameField';
import { useUsernameCheck } from '../../shared/account/useUsernameCheck';
import styles from '../../ui/forms.module.css';

const EMPTY: NewUserRequest = {
  username: '',
  teamName: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  birthdate: '',
  sex: '',
  email: '',
};

/**
 * The new-user form (001 §2): registration logs the user in and goes to /fantasy/main
 * (001 §4). The browser's checks only save a round trip; the server decides.
 */
export function RegistrationForm() {
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const { notify, dialog } = useConfirmDialog();
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  const usernameStatus = useUsernameCheck(form.username);
  const id = useId();
  const set = (field: keyof NewUserRequest) => (value: string) => setForm((old) => ({ ...old, [field]: value }));
  const mismatch = form.confirmPassword !== '' && form.password !== form.confirmPassword;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = registrationProblem({ ...form, usernameTaken: usernameStatus === 'taken' });
    if (problem) {
      void notify(problem);
      return;
    }
    setSending(true);
    try {
      const answer = await createNewUser({ ...form, username: normaliseUsername(form.username) });
      if (!answer.success) {
        void notify(answer.msg);
        return;
      }
      // One transition for both: neither a guard nor the login page may act on half of it.
      startTransition(() => {
        setSession({ status: 'loggedIn', user: userOf(answer) });
        navigate('/fantasy/main');
      });
      visitorChanged();
    } catch (error) {
      console.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} aria-label="Ny bruker" onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.grid}>
        <UsernameField
          label="Brukernavn"
          required
          value={form.username}
          status={usernameStatus}
          onChange={set('username')}
        />
        <TextField
          label="Lagnavn"
          required
          name="teamName"
          maxLength={TEAM_NAME_LENGTH.max}
          value={form.teamName}
          onChange={set('teamName')}
        />
        <TextField
          label="Passord"
          required
          type="password"
          name="new-password"
          autoComplete="new-password"
          maxLength={PASSWORD_LENGTH.max}
          value={form.password}
          onChange={set('password')}
        />
        <TextField
          id={`${id}-confirm`}
          label="Gjenta passord"
          required
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          maxLength={PASSWORD_LENGTH.max}
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          hint={mismatch ? ACCOUNT_TEXTS.passwordMismatchHint : ''}
        />
      </div>
      <p className={styles.note}>Feltene under er frivillige.</p>
      <div className={styles.grid}>
        <TextField
          label="Fornavn"
          name="given-name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Etternavn"
          name="family-name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
        />
        <TextField label="Fødselsdato" type="date" name="bday" value={form.birthdate} onChange={set('birthdate')} />
        <label className={styles.field}>
          <span className={styles.label}>Kjønn</span>
          <select
            className={styles.input}
            name="sex"
            value={form.sex}
            onChange={(event) => set('sex')(event.target.value)}
          >
            <option value="">Velg…</option>
            {SEX_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="E-post"
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
        />
      </div>
      <div className={styles.actions}>
        <button className={styles.button} type="submit" disabled={sending}>
          Registrer deg
        </button>
        <span className={styles.note}>* må fylles ut</span>
      </div>
      {dialog}
    </form>
  );
}
