import { useState } from 'react';
import { TEAM_NAME_LENGTH, USERNAME_LENGTH, teamNameProblem, usernameLengthProblem } from '@vsf/engine';
import { type AdminUser, type Flag } from '@vsf/contract';
import { ACCOUNT_TEXTS, normaliseUsername } from '../../shared/account/accountRules';
import { useUsernameCheck } from '../../shared/account/useUsernameCheck';
import type { UserEdit } from './adminUsersApi';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import styles from '../../ui/dataTable.module.css';

interface UserEditRowProps {
  user: AdminUser;
  saving: boolean;
  onSave: (edit: UserEdit) => void;
  onCancel: () => void;
}

const FLAGS = [
  ['isAdmin', 'Admin'],
  ['isPoster', 'Skribent'],
  ['isPlayer', 'Spiller'],
] as const;

/** One user in edit mode: username, team name and the three role flags (002 §2.2). */
export function UserEditRow({ user, saving, onSave, onCancel }: UserEditRowProps) {
  const [username, setUsername] = useState(user.username);
  const [teamName, setTeamName] = useState(user.teamName);
  const [flags, setFlags] = useState<Record<(typeof FLAGS)[number][0], Flag>>({
    isAdmin: user.isAdmin,
    isPoster: user.isPoster,
    isPlayer: user.isPlayer,
  });
  const status = useUsernameCheck(username, user.username);
  const { notify, dialog } = useConfirmDialog();

  const save = () => {
    const name = normaliseUsername(username);
    // Empty fields keep the stored value (002 §5).
    const usernameRule = name === '' ? null : usernameLengthProblem(name);
    if (usernameRule) return void notify(usernameRule);
    if (status === 'taken') return void notify(ACCOUNT_TEXTS.usernameTaken);
    const team = teamName.trim();
    const teamNameRule = team === '' ? null : teamNameProblem(team);
    if (teamNameRule) return void notify(teamNameRule);
    onSave({ userID: user.userID, username: name, teamName: team, ...flags });
  };

  return (
    <tr className={styles.editing}>
      <td>
        <span className={styles.inputWrap}>
          <input
            className={styles.input}
            aria-label="Brukernavn"
            maxLength={USERNAME_LENGTH.max}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          {status === 'free' && (
            <span className={styles.ok} role="img" aria-label="Brukernavnet er ledig">
              ✓
            </span>
          )}
          {(status === 'taken' || status === 'short') && (
            <span className={styles.bad} role="img" aria-label="Brukernavnet kan ikke brukes">
              ✗
            </span>
          )}
        </span>
        {status === 'taken' && <span className={styles.hint}>{ACCOUNT_TEXTS.usernameTakenHint}</span>}
        {status === 'short' && <span className={styles.hint}>{ACCOUNT_TEXTS.usernameTooShortHint}</span>}
      </td>
      <td>
        <input
          className={styles.input}
          aria-label="Lagnavn"
          maxLength={TEAM_NAME_LENGTH.max}
          value={teamName}
          onChange={(event) => setTeamName(event.target.value)}
        />
      </td>
      <td className={styles.muted}>{[user.firstName, user.lastName].filter(Boolean).join(' ') || '–'}</td>
      <td>
        <fieldset className={styles.flags}>
          <legend className="visually-hidden">Roller for {user.username}</legend>
          {FLAGS.map(([flag, label]) => (
            <label key={flag} className={styles.flag}>
              <input
                type="checkbox"
                checked={flags[flag] === 1}
                onChange={(event) => setFlags((old) => ({ ...old, [flag]: event.target.checked ? 1 : 0 }))}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </td>
      <td className={styles.actions}>
        <button type="button" className={styles.primary} disabled={saving} onClick={save}>
          Lagre
        </button>
        <button type="button" className={styles.secondary} disabled={saving} onClick={onCancel}>
          Avbryt
        </button>
        {dialog}
      </td>
    </tr>
  );
}
