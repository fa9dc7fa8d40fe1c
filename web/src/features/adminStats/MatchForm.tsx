import { useEffect, useMemo, useState } from 'react';
import { ENTERED_LINE_FIELDS, displayTeamName, playerDisplayName } from '@vsf/engine';
import { type AdminPlayer, type Fixture } from '@vsf/contract';
import { refetchCalls, useApiQuery } from '../../api/useApiQuery';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { QueryState } from '../../ui/QueryState';
import { MatchEntryRow } from './MatchEntryRow';
import { MatchNotices } from './MatchNotices';
import { checkedBody, lineOf, sameForm, storedForm, withLine, type EntryForm } from './entryForm';
import { clearDraft, readDraft, writeDraft } from './matchDrafts';
import { STATS_TEXTS as T, saveMatch, type StoredLine } from './matchEntry';
import { useLeaveWarning } from './useLeaveWarning';
import { useSavedElsewhere } from './useSavedElsewhere';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import table from '../../ui/dataTable.module.css';
import form from '../../ui/adminForms.module.css';
import { ReopenMatch } from './ReopenMatch';
import styles from './MatchEntry.module.css';

/** A failed load of the lines counts as a match with no lines yet. */
const NO_LINES: StoredLine[] = [];

interface Props {
  season: number;
  fixture: Fixture;
  /** Every club player; the form lists the active ones and anyone in the match's lines. */
  players: readonly AdminPlayer[];
  /** 002 §2.3: a played match earlier than the current one opens read-only. */
  openedReadOnly: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One match's result, trivia and player lines (002 §2.3, §4.3). It stays on its match
 * whatever the season pointer does; what is typed is kept in the browser until saved;
 * a save made elsewhere is told, and loaded over typed work only when the admin asks.
 */
export function MatchForm({ season, fixture, players, openedReadOnly, onDirtyChange }: Props) {
  const match = useMemo(() => ({ season, matchID: fixture.matchID }), [season, fixture.matchID]);
  const stored = useApiQuery('getMatchStatsForAdmin', match);
  const storedLines = stored.data?.lines ?? (stored.isError ? NO_LINES : undefined);
  const server = useMemo(() => (storedLines ? storedForm(fixture, storedLines) : null), [fixture, storedLines]);

  const [entry, setEntry] = useState<EntryForm | null>(null);
  /** The server's version the entry was started from (or last saved as). */
  const [base, setBase] = useState<EntryForm | null>(null);
  const [restored, setRestored] = useState(false);
  const [unlocked, setUnlocked] = useState(!openedReadOnly);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const elsewhere = useSavedElsewhere(match);

  // The server's version arrives, or changes (a save here or elsewhere): it fills a form
  // with nothing unsaved in it, and waits to be asked for when something is.
  const [seen, setSeen] = useState<EntryForm | null>(null);
  if (server && (seen === null || !sameForm(server, seen))) {
    setSeen(server);
    if (entry === null) {
      const draft = readDraft(match);
      const differs = draft !== null && !sameForm(draft, server);
      setEntry(differs ? draft : server);
      setRestored(differs);
      setBase(server);
      // Work on a played match was started behind 'Endre': it comes back unlocked.
      if (differs) setUnlocked(true);
    } else if (base && sameForm(entry, base)) {
      setEntry(server);
      setBase(server);
    }
  }

  const dirty = entry !== null && base !== null && !sameForm(entry, base);
  const newerOnServer = seen !== null && base !== null && !sameForm(seen, base);
  useEffect(() => {
    if (entry === null) return;
    if (dirty) writeDraft(match, entry);
    else clearDraft(match);
  }, [match, entry, dirty]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const leaveDialog = useLeaveWarning(dirty, T.leave);
  const { confirm, notify, dialog } = useConfirmDialog();

  if (entry === null) return <QueryState state={{ status: 'loading' }}>{() => null}</QueryState>;
  const readOnly = !unlocked;
  const rows = players.filter(
    (player) => player.active === 1 || entry.lines.some((line) => line.playerID === player.playerID),
  );
  const set = (change: Partial<EntryForm>) => setEntry((old) => (old ? { ...old, ...change } : old));
  const loadServer = () => {
    setEntry(seen);
    setBase(seen);
    setRestored(false);
    elsewhere.dismiss();
  };

  const save = async () => {
    const playerIDs = rows.map((player) => player.playerID);
    const { body, problem } = checkedBody(season, fixture, entry, playerIDs, new Date());
    if (problem) {
      setError(problem);
      void notify(problem);
      return;
    }
    const title = `${displayTeamName(fixture.homeTeam)} – ${displayTeamName(fixture.awayTeam)} ${body.homeTeamScore} - ${body.awayTeamScore}`;
    const yes = await confirm({ title: 'Lagre kampen?', message: T.confirmSave(title), confirmLabel: 'Lagre kampen' });
    if (!yes) return;
    setError('');
    setSaving(true);
    try {
      const answer = await elsewhere.ownSave(() => saveMatch(body));
      setSaving(false);
      void notify(answer.msg);
      if (answer.success) {
        // What was saved is now the server's version: nothing is unsaved any more.
        setBase(entry);
        setRestored(false);
        elsewhere.dismiss();
        clearDraft(match);
        await refetchCalls('getSeasonFixtures', 'getYearRoundMatchDateID', 'getMatchStatsForAdmin');
      } else setError(answer.msg);
    } catch (failure) {
      console.error(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <MatchNotices
        restored={restored && dirty}
        savedBy={elsewhere.savedBy}
        offerSaved={dirty && newerOnServer}
        onDiscard={loadServer}
        onLoadSaved={loadServer}
        onDismiss={elsewhere.dismiss}
      />
      {readOnly && (
        <p className={styles.notice}>
          {T.readOnly}{' '}
          <button type="button" className={table.primary} onClick={() => setUnlocked(true)}>
            Endre
          </button>
        </p>
      )}
      <div className={styles.score}>
        <span>{displayTeamName(fixture.homeTeam)}</span>
        <input
          className={styles.scoreInput}
          type="number"
          min={0}
          aria-label="Mål hjemmelag"
          value={entry.home}
          disabled={readOnly}
          onChange={(event) => set({ home: event.target.value })}
        />
        <span>–</span>
        <input
          className={styles.scoreInput}
          type="number"
          min={0}
          aria-label="Mål bortelag"
          value={entry.away}
          disabled={readOnly}
          onChange={(event) => set({ away: event.target.value })}
        />
        <span>{displayTeamName(fixture.awayTeam)}</span>
      </div>
      <label className={form.field}>
        Selvmål av motstanderen
        <input
          className={styles.count}
          type="number"
          min={0}
          step={1}
          value={entry.opponentOwnGoals}
          disabled={readOnly}
          onChange={(event) => set({ opponentOwnGoals: event.target.value })}
        />
      </label>
      <label className={form.field}>
        Kampfakta (trivia)
        <textarea
          rows={2}
          value={entry.trivia}
          disabled={readOnly}
          onChange={(event) => set({ trivia: event.target.value })}
        />
      </label>
      <div className={table.pageFrame}>
        <div className={`${table.scroller} ${table.pageScroller}`} data-testid="match-lines">
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">Spiller</th>
                {ENTERED_LINE_FIELDS.map((field) => (
                  <th key={field.key} scope="col">
                    {field.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((player) => (
                <MatchEntryRow
                  key={player.playerID}
                  name={playerDisplayName(player)}
                  line={lineOf(entry, player.playerID)}
                  readOnly={readOnly}
                  onChange={(line) => setEntry((old) => (old ? withLine(old, line) : old))}
                />
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
      <div className={form.buttons}>
        <button type="button" className={table.primary} disabled={readOnly || saving} onClick={save}>
          Lagre kampen
        </button>
        <ReopenMatch fixture={fixture} />
      </div>
      {saving && (
        <Modal title="Regner ut poeng" onClose={() => undefined} okButton={false}>
          <Spinner label={T.wait} />
          <p>{T.wait}</p>
        </Modal>
      )}
      {dialog}
      {leaveDialog}
    </>
  );
}
