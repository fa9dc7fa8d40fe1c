import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { TEAM_NAME_LENGTH, teamNameProblem } from '@vsf/engine';
import { type SessionUser } from '@vsf/contract';
import { sessionAtom } from '../../store/session';
import { updateUserInfo, userOf, type UserInfoRequest } from './accountApi';
import { ACCOUNT_TEXTS, SEX_OPTIONS } from '../../shared/account/accountRules';
import { TextField } from '../../ui/TextField';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { UsernameField } from './UsernameField';
import { useUsernameCheck } from '../../shared/account/useUsernameCheck';
import styles from '../../ui/forms.module.css';

const EMPTY: UserInfoRequest = {
  username: '',
  teamName: '',
  firstName: '',
  lastName: '',
  birthdate: '',
  sex: '',
  email: '',
};

const sexLabel = (sex: string | null) => SEX_OPTIONS.find((option) => option.value === sex)?.label ?? 'Ikke oppgitt';

/**
 * 'Din informasjon' (001 §2, Profile): the fields show the stored values as
 * placeholders; what is left empty keeps its stored value (001 §5).
 */
export function ProfileInfoForm({ user }: { user: SessionUser }) {
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const { notify, dialog } = useConfirmDialog();
  const setSession = useSetAtom(sessionAtom);
  const usernameStatus = useUsernameCheck(form.username, user.username);
  const set = (field: keyof UserInfoRequest) => (value: string) => setForm((old) => ({ ...old, [field]: value }));
  const unchanged = Object.values(form).every((value) => value.trim() === '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (usernameStatus === 'short') return void notify(ACCOUNT_TEXTS.usernameLength);
    if (usernameStatus === 'taken') return void notify(ACCOUNT_TEXTS.usernameTaken);
    const teamName = form.teamName.trim();
    const teamNameRule = teamName === '' ? null : teamNameProblem(teamName);
    if (teamNameRule) return void notify(teamNameRule);
    setSending(true);
    try {
      const answer = await updateUserInfo(form);
      if (!answer.success) {
        void notify(answer.msg);
        return;
      }
      setSession({ status: 'loggedIn', user: userOf(answer) });
      setForm(EMPTY);
      void notify(ACCOUNT_TEXTS.infoSaved);
    } catch (error) {
      console.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} aria-label="Din informasjon" onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.note}>Fyll inn det du vil endre. Tomme felt beholder det som er lagret.</p>
      <div className={styles.grid}>
        <UsernameField
          label="Brukernavn"
          placeholder={user.username}
          value={form.username}
          status={usernameStatus}
          onChange={set('username')}
        />
        <TextField
          label="Lagnavn"
          name="teamName"
          maxLength={TEAM_NAME_LENGTH.max}
          placeholder={user.teamName}
          value={form.teamName}
          onChange={set('teamName')}
        />
        <TextField
          label="Fornavn"
          name="given-name"
          autoComplete="given-name"
          placeholder={user.firstName || 'Fornavn'}
          value={form.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Etternavn"
          name="family-name"
          autoComplete="family-name"
          placeholder={user.lastName || 'Etternavn'}
          value={form.lastName}
          onChange={set('lastName')}
        />
        <TextField
          label={`Fødselsdato${user.birthdate ? ` (${user.birthdate.split('-').reverse().join('.')})` : ''}`}
          type="date"
          name="bday"
          value={form.birthdate}
          onChange={set('birthdate')}
        />
        <label className={styles.field}>
          <span className={styles.label}>Kjønn ({sexLabel(user.sex)})</span>
          <select
            className={styles.input}
            name="sex"
            value={form.sex}
            onChange={(event) => set('sex')(event.target.value)}
          >
            <option value="">Behold</option>
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
          placeholder={user.email || 'navn@eksempel.no'}
          value={form.email}
          onChange={set('email')}
        />
      </div>
      <div className={styles.actions}>
        <button className={styles.button} type="submit" disabled={sending || unchanged}>
          Lagre endringer
        </button>
      </div>
      {dialog}
    </form>
  );
}
