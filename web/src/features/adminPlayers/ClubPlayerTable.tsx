import { useId, useMemo, useState } from 'react';
import { displayJersey, playerDisplayName, sortByDisplayName } from '@vsf/engine';
import { type AdminPlayer } from '@vsf/contract';
import { QueryState } from '../../ui/QueryState';
import { ConnectUserModal } from './ConnectUserModal';
import { PlayerFormModal } from './PlayerFormModal';
import { deletePlayer, setActive } from './clubPlayersApi';
import { errorText, refetchCalls, useApiQuery } from '../../api/useApiQuery';
import table from '../../ui/dataTable.module.css';
import { StoredPicture } from '../../ui/StoredPicture';
import { useConfirmDialog, type ConfirmQuestion } from '../../ui/useConfirmDialog';
import styles from '../../ui/adminForms.module.css';

export const CLUB_PLAYER_TEXTS = {
  confirmActivate: (name: string) => `Vil du aktivere ${name}? Spilleren blir et valg i statistikken og i VSF Fantasy.`,
  confirmDeactivate: (name: string) =>
    `Vil du deaktivere ${name}? Spilleren forsvinner fra statistikkføringen og kan ikke velges i VSF Fantasy.`,
  confirmDelete: (name: string) =>
    `Er du sikker på at du vil slette ${name}? All data om spilleren slettes for alltid.`,
  deleteHelpActive: 'Deaktiver spilleren før den kan slettes.',
  deleteHelpPlayed: 'Spilleren har spilt kamper og kan ikke slettes.',
} as const;

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; players: AdminPlayer[] };
type Dialog = { kind: 'new' } | { kind: 'edit' | 'connect'; player: AdminPlayer } | null;

const matches = (player: AdminPlayer, text: string) =>
  `${player.firstName} ${player.lastName} ${player.nickname} ${player.username ?? ''}`.toLowerCase().includes(text);

/** The admin home's club-player table (002 §2.2, §4.4): 540 px, search, new/edit/activate/delete/link. */
export function ClubPlayerTable() {
  const query = useApiQuery('getVSFPlayersForAdmin', {});
  const state: State = query.data
    ? { status: 'ready', players: query.data.players }
    : query.isError
      ? { status: 'error', message: errorText(query.error, 'Kunne ikke hente spillerne. Prøv igjen om litt.') }
      : { status: 'loading' };
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const searchId = useId();
  const { confirm, notify, dialog: question } = useConfirmDialog();

  const reload = () => void refetchCalls('getVSFPlayersForAdmin');

  const players = query.data?.players;
  const shown = useMemo(() => {
    if (!players) return [];
    const text = search.trim().toLowerCase();
    // Sorted by the name the grid shows: the nickname where there is one (002 §2.2).
    return sortByDisplayName(text ? players.filter((player) => matches(player, text)) : players);
  }, [players, search]);

  const act = async (ask: ConfirmQuestion, call: () => Promise<{ success: boolean; msg?: string }>) => {
    if (!(await confirm(ask))) return;
    setBusy(true);
    try {
      const answer = await call();
      if (answer.msg) void notify(answer.msg);
      if (answer.success) reload();
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  const closeAndReload = () => {
    setDialog(null);
    reload();
  };

  return (
    <div className={table.wrapper}>
      <div className={table.toolbar}>
        <label className={table.searchLabel} htmlFor={searchId}>
          Søk etter spillere
        </label>
        <input
          id={searchId}
          className={table.search}
          type="search"
          placeholder="Navn, kallenavn eller bruker"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {state.status === 'ready' && (
          <span className={table.count} aria-live="polite">
            {shown.length} {shown.length === 1 ? 'spiller' : 'spillere'}
          </span>
        )}
        <button type="button" className={table.primary} onClick={() => setDialog({ kind: 'new' })}>
          Ny spiller
        </button>
      </div>
      <div className={table.scroller} data-testid="club-player-table">
        <QueryState
          state={state}
          errorClassName={table.message}
          empty={{ isEmpty: () => shown.length === 0, className: table.message }}
        >
          {() => (
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Bilde</span>
                  </th>
                  <th scope="col">Navn</th>
                  <th scope="col">Posisjon</th>
                  <th scope="col">Nr.</th>
                  <th scope="col">Kamper</th>
                  <th scope="col">Bruker</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Handlinger</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((player) => {
                  const name = playerDisplayName(player);
                  const deleteHelp = player.active
                    ? CLUB_PLAYER_TEXTS.deleteHelpActive
                    : player.deletable
                      ? undefined
                      : CLUB_PLAYER_TEXTS.deleteHelpPlayed;
                  return (
                    <tr key={player.playerID}>
                      <td>
                        {player.image ? (
                          <StoredPicture
                            className={styles.thumbSmall}
                            src={player.image}
                            size={player.imageSize}
                            sizes="36px"
                            alt=""
                          />
                        ) : (
                          <span className={styles.thumbSmall} aria-hidden="true" style={{ display: 'inline-block' }} />
                        )}
                      </td>
                      <th scope="row" className={table.username}>
                        {name}
                        {player.nickname && (
                          <span className={table.muted}>
                            {' '}
                            ({player.firstName} {player.lastName})
                          </span>
                        )}
                      </th>
                      <td>{player.position}</td>
                      <td>{displayJersey(player.jerseyNo)}</td>
                      <td>{player.matchesPlayed}</td>
                      <td>{player.username ?? <span className={table.muted}>–</span>}</td>
                      <td>
                        <span className={`${styles.status} ${player.active ? styles.active : styles.inactive}`}>
                          {player.active ? 'Aktiv' : 'Inaktiv'}
                        </span>
                      </td>
                      <td className={table.actions}>
                        <button
                          type="button"
                          className={table.secondary}
                          onClick={() => setDialog({ kind: 'edit', player })}
                        >
                          Endre
                        </button>
                        <button
                          type="button"
                          className={table.secondary}
                          onClick={() => setDialog({ kind: 'connect', player })}
                        >
                          Koble til bruker
                        </button>
                        <button
                          type="button"
                          className={table.secondary}
                          disabled={busy}
                          onClick={() =>
                            void act(
                              player.active
                                ? {
                                    title: 'Deaktivere spilleren?',
                                    message: CLUB_PLAYER_TEXTS.confirmDeactivate(name),
                                    confirmLabel: 'Deaktiver spilleren',
                                  }
                                : {
                                    title: 'Aktivere spilleren?',
                                    message: CLUB_PLAYER_TEXTS.confirmActivate(name),
                                    confirmLabel: 'Aktiver spilleren',
                                  },
                              () => setActive(player.playerID, player.active ? 0 : 1),
                            )
                          }
                        >
                          {player.active ? 'Deaktiver' : 'Aktiver'}
                        </button>
                        <button
                          type="button"
                          className={table.danger}
                          disabled={busy || deleteHelp !== undefined}
                          title={deleteHelp}
                          onClick={() =>
                            void act(
                              {
                                title: 'Slette spilleren?',
                                message: CLUB_PLAYER_TEXTS.confirmDelete(name),
                                confirmLabel: 'Slett spilleren',
                                danger: true,
                              },
                              () => deletePlayer(player.playerID),
                            )
                          }
                        >
                          Slett
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </QueryState>
      </div>
      {dialog?.kind === 'new' && (
        <PlayerFormModal player={null} onClose={() => setDialog(null)} onSaved={closeAndReload} />
      )}
      {dialog?.kind === 'edit' && (
        <PlayerFormModal player={dialog.player} onClose={() => setDialog(null)} onSaved={closeAndReload} />
      )}
      {dialog?.kind === 'connect' && (
        <ConnectUserModal player={dialog.player} onClose={() => setDialog(null)} onSaved={closeAndReload} />
      )}
      {question}
    </div>
  );
}
