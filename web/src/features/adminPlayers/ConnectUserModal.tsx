import { useState } from 'react';
import { playerDisplayName } from '@vsf/engine';
import { type AdminPlayer } from '@vsf/contract';
import { Modal } from '../../ui/Modal';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { useAdminUsers } from '../../shared/users/useAdminUsers';
import { connectPlayer } from './clubPlayersApi';
import table from '../../ui/dataTable.module.css';
import styles from '../../ui/adminForms.module.css';

export const CONNECT_TEXTS = {
  title: 'Koble spillerprofil til bruker',
  confirm: (player: string, user: string) => `Vil du koble spillerprofilen «${player}» til brukeren «${user}»?`,
  alreadyLinked: (player: string, oldUser: string, user: string) =>
    `Spillerprofilen «${player}» er allerede koblet til brukeren «${oldUser}». Vil du flytte den til «${user}»? «${oldUser}» mister da spillerstatusen.`,
} as const;

/** 002 §4.4: one profile per account; moving a linked profile warns first. */
export function ConnectUserModal({
  player,
  onClose,
  onSaved,
}: {
  player: AdminPlayer;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [search, setSearch] = useState('');
  const { state } = useAdminUsers(search);
  const [userID, setUserID] = useState<number | null>(null);
  const name = playerDisplayName(player);
  const { confirm, notify, dialog } = useConfirmDialog();

  const save = async () => {
    if (state.status !== 'ready' || userID === null) return;
    const user = state.users.find((candidate) => candidate.userID === userID);
    if (!user) return;
    const question =
      player.userID !== null && player.userID !== userID
        ? CONNECT_TEXTS.alreadyLinked(name, player.username ?? '?', user.username)
        : CONNECT_TEXTS.confirm(name, user.username);
    if (!(await confirm({ title: 'Koble til brukeren?', message: question, confirmLabel: 'Koble til brukeren' })))
      return;
    try {
      const answer = await connectPlayer(userID, player.playerID);
      await notify(answer.msg);
      if (answer.success) onSaved();
    } catch (error) {
      console.error(error);
    }
  };

  return (
    <Modal title={CONNECT_TEXTS.title} onClose={onClose} okButton={false}>
      <div className={styles.form}>
        <p className={styles.wide}>
          Spiller: <strong>{name}</strong>
          {player.username && <> (koblet til «{player.username}» nå)</>}
        </p>
        <label className={`${styles.field} ${styles.wide}`}>
          Søk etter bruker
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label className={`${styles.field} ${styles.wide}`}>
          Bruker
          <select
            size={8}
            value={userID ?? ''}
            onChange={(event) => setUserID(Number(event.target.value))}
            aria-busy={state.status === 'loading'}
          >
            {state.status === 'ready' &&
              state.users.map((user) => (
                <option key={user.userID} value={user.userID}>
                  {user.username} – {user.teamName}
                  {user.playerID !== null ? ' (har spillerprofil)' : ''}
                </option>
              ))}
          </select>
        </label>
        <div className={`${styles.buttons} ${styles.wide}`}>
          <button type="button" className={table.secondary} onClick={onClose}>
            Avbryt
          </button>
          <button type="button" className={table.primary} disabled={userID === null} onClick={save}>
            Koble til
          </button>
        </div>
      </div>
      {dialog}
    </Modal>
  );
}
