import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { BOT_USER_ID } from '@vsf/engine';
import { type AdminUser } from '@vsf/contract';
import { QueryState } from '../../ui/QueryState';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { currentUserAtom } from '../../store/session';
import { deleteUser, editUserData, type UserEdit } from './adminUsersApi';
import { useAdminUsers } from '../../shared/users/useAdminUsers';
import { UserEditRow } from './UserEditRow';
import styles from '../../ui/dataTable.module.css';

export const USER_TABLE_TEXTS = {
  deleted: 'Brukeren er nå slettet.',
  confirmEdit: (username: string) => `Er du sikker på at du vil endre brukeren «${username}»?`,
  confirmDelete: (username: string) =>
    `Er du sikker på at du vil slette brukeren «${username}»? Brukerens fantasy-lag og ligamedlemskap slettes også. Dette kan ikke angres.`,
} as const;

function Roles({ user }: { user: AdminUser }) {
  const roles = [user.isAdmin && 'Admin', user.isPoster && 'Skribent', user.isPlayer && 'Spiller'].filter(
    (role): role is string => Boolean(role),
  );
  if (roles.length === 0) return <span className={styles.muted}>{user.isFantasy ? 'Fantasy' : '–'}</span>;
  return (
    <span className={styles.badges}>
      {roles.map((role) => (
        <span key={role} className={styles.badge}>
          {role}
        </span>
      ))}
    </span>
  );
}

/** The admin home's user table (002 §2.2): 540 px high, searchable, edit and delete per row. */
export function UserTable() {
  const [search, setSearch] = useState('');
  const { state, reload } = useAdminUsers(search);
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const me = useAtomValue(currentUserAtom);
  const searchId = useId();
  const { confirm, notify, dialog } = useConfirmDialog();

  const save = async (edit: UserEdit, before: AdminUser) => {
    const yes = await confirm({
      title: 'Endre brukeren?',
      message: USER_TABLE_TEXTS.confirmEdit(before.username),
      confirmLabel: 'Lagre endringene',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const answer = await editUserData(edit);
      void notify(answer.msg);
      if (answer.success) {
        setEditing(null);
        reload();
      }
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (user: AdminUser) => {
    const yes = await confirm({
      title: 'Slette brukeren?',
      message: USER_TABLE_TEXTS.confirmDelete(user.username),
      confirmLabel: 'Slett brukeren',
      danger: true,
    });
    if (!yes) return;
    setBusy(true);
    try {
      const answer = await deleteUser(user.userID);
      void notify(answer.success ? USER_TABLE_TEXTS.deleted : answer.msg);
      if (answer.success) reload();
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.wrapper}>
      <div className={styles.toolbar}>
        <label className={styles.searchLabel} htmlFor={searchId}>
          Søk etter brukere
        </label>
        <input
          id={searchId}
          className={styles.search}
          type="search"
          placeholder="Brukernavn, lagnavn, navn eller e-post"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {state.status === 'ready' && (
          <span className={styles.count} aria-live="polite">
            {state.users.length} {state.users.length === 1 ? 'bruker' : 'brukere'}
          </span>
        )}
      </div>
      <div className={styles.scroller} data-testid="user-table">
        <QueryState
          state={state}
          errorClassName={styles.message}
          empty={{ isEmpty: ({ users }) => users.length === 0, className: styles.message }}
        >
          {({ users }) => (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Brukernavn</th>
                  <th scope="col">Lagnavn</th>
                  <th scope="col">Navn</th>
                  <th scope="col">Roller</th>
                  <th scope="col">
                    <span className="visually-hidden">Handlinger</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) =>
                  editing === user.userID ? (
                    <UserEditRow
                      key={user.userID}
                      user={user}
                      saving={busy}
                      onSave={(edit) => void save(edit, user)}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <tr key={user.userID}>
                      <th scope="row" className={styles.username}>
                        {user.username}
                      </th>
                      <td>{user.teamName}</td>
                      <td className={styles.muted}>
                        {[user.firstName, user.lastName].filter(Boolean).join(' ') || '–'}
                      </td>
                      <td>
                        <Roles user={user} />
                      </td>
                      <td className={styles.actions}>
                        <button
                          type="button"
                          className={styles.secondary}
                          disabled={busy}
                          aria-label={`Endre ${user.username}`}
                          onClick={() => setEditing(user.userID)}
                        >
                          Endre
                        </button>
                        <button
                          type="button"
                          className={styles.danger}
                          disabled={busy || user.userID === BOT_USER_ID || user.userID === me?.userID}
                          title={
                            user.userID === BOT_USER_ID
                              ? 'Boten kan ikke slettes'
                              : user.userID === me?.userID
                                ? 'Du kan ikke slette din egen bruker'
                                : undefined
                          }
                          aria-label={`Slett ${user.username}`}
                          onClick={() => void remove(user)}
                        >
                          Slett
                        </button>
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          )}
        </QueryState>
      </div>
      {dialog}
    </div>
  );
}
