import { useEffect, useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  MATCH_ENTRY_MESSAGES,
  displayTeamName,
  playerDisplayName,
  sortFixturesByDate,
  validateMatchResult,
  validatePlayerLine,
  type AdminPlayer,
  type Fixture,
} from '@vsf/engine';
import { refetchCalls, useApiQuery } from '../../api/useApiQuery';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';
import { Modal } from '../../ui/Modal';
import { seasonContextAtom } from '../../store/season';
import { Spinner } from '../../ui/Spinner';
import { MatchEntryRow } from './MatchEntryRow';
import { STATS_TEXTS as T, emptyLine, saveMatch, type EntryLine, type StoredLine } from './matchEntry';
import table from '../../ui/dataTable.module.css';
import form from '../../ui/adminForms.module.css';
import styles from './MatchEntry.module.css';
import forms from '../../ui/select.module.css';

/** A failed load of the lines counts as a match with no lines yet. */
const NO_LINES: StoredLine[] = [];
/** A failed load of the club players leaves the form without player lines. */
const NO_PLAYERS: AdminPlayer[] = [];

const scoreValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The match form of /admin/editStats (002 §2.3, §4.3): result, trivia and a line per player. */
export function MatchEntry() {
  const context = useAtomValue(seasonContextAtom);
  const season = context?.thisYear ?? 0;
  const loaded = useSeasonFixtures(season);
  const fixtures = useMemo(() => (loaded ? sortFixturesByDate(loaded) : null), [loaded]);
  const [matchID, setMatchID] = useState<string | null>(null);
  const playersQuery = useApiQuery('getVSFPlayersForAdmin', {});
  const players = playersQuery.data?.players ?? (playersQuery.isError ? NO_PLAYERS : null);
  const [lines, setLines] = useState<Map<number, EntryLine> | null>(null);
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [trivia, setTrivia] = useState('');
  const [unlocked, setUnlocked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const pickId = useId();

  const current = context?.thisMatchID;
  const chosen = matchID ?? (fixtures?.some((f) => f.matchID === current) ? current : fixtures?.[0]?.matchID) ?? null;
  const fixture: Fixture | undefined = fixtures?.find((f) => f.matchID === chosen);
  const currentIndex = fixtures?.findIndex((f) => f.matchID === current) ?? -1;
  const index = fixtures?.findIndex((f) => f.matchID === chosen) ?? -1;
  // 002 §2.3: a played match earlier than the current one opens read-only.
  const earlierPlayed =
    fixture !== undefined && fixture.result !== '-' && (currentIndex === -1 || index < currentIndex);
  const readOnly = earlierPlayed && !unlocked;

  useEffect(() => {
    if (!fixture) return;
    setUnlocked(false);
    setError('');
    setHome(fixture.homeTeamScore === null ? '' : String(fixture.homeTeamScore));
    setAway(fixture.awayTeamScore === null ? '' : String(fixture.awayTeamScore));
    setTrivia(fixture.trivia);
    // Reset when another match is chosen or the stored match changed.
  }, [fixture?.matchID, fixture?.result, fixture?.trivia, season]); // eslint-disable-line react-hooks/exhaustive-deps

  // The stored lines become the form's lines each time they arrive (again, after a save).
  const stored = useApiQuery('getMatchStatsForAdmin', fixture ? { season, matchID: fixture.matchID } : null);
  const storedLines = stored.data?.lines ?? (stored.isError ? NO_LINES : undefined);
  const [linesFrom, setLinesFrom] = useState<StoredLine[] | undefined>(undefined);
  if (storedLines !== linesFrom) {
    setLinesFrom(storedLines);
    setLines(storedLines ? new Map(storedLines.map(({ statsTableID: _id, ...line }) => [line.playerID, line])) : null);
  }

  // Active players, plus anyone already in this match's lines.
  const rows = useMemo(
    () => (players ?? []).filter((player) => player.active === 1 || lines?.has(player.playerID)),
    [players, lines],
  );

  if (!context || fixtures === null || players === null) return <Spinner />;
  if (fixtures.length === 0) return <p className={table.message}>{'Ingen kamper funnet for denne sesongen...'}</p>;

  const lineOf = (playerID: number) => lines?.get(playerID) ?? emptyLine(playerID);
  const change = (line: EntryLine) => setLines((old) => new Map(old ?? []).set(line.playerID, line));

  const save = async () => {
    if (!fixture || !lines) return;
    const homeTeamScore = scoreValue(home);
    const awayTeamScore = scoreValue(away);
    const [resultProblem] = validateMatchResult(homeTeamScore, awayTeamScore);
    const entries = rows.map((player) => lineOf(player.playerID));
    const lineProblem = entries.map((line) => validatePlayerLine(line)[0]).find(Boolean);
    const problem = resultProblem ?? lineProblem;
    if (problem) {
      setError(MATCH_ENTRY_MESSAGES[problem]);
      window.alert(MATCH_ENTRY_MESSAGES[problem]);
      return;
    }
    const title = `${displayTeamName(fixture.homeTeam)} – ${displayTeamName(fixture.awayTeam)} ${homeTeamScore} - ${awayTeamScore}`;
    if (!window.confirm(T.confirmSave(title))) return;
    setError('');
    setSaving(true);
    try {
      const answer = await saveMatch({
        season,
        round: fixture.round,
        matchID: fixture.matchID,
        homeTeamScore,
        awayTeamScore,
        trivia,
        players: entries,
      });
      setSaving(false);
      window.alert(answer.msg);
      if (answer.success) {
        setMatchID(null);
        await refetchCalls('getSeasonFixtures', 'getYearRoundMatchDateID', 'getMatchStatsForAdmin');
      }
    } catch (failure) {
      console.error(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.layout}>
      <div className={styles.picker}>
        <div className={form.field}>
          <label htmlFor={pickId}>Kamp</label>
          <select
            id={pickId}
            className={forms.select}
            value={chosen ?? ''}
            onChange={(event) => setMatchID(event.target.value)}
          >
            {fixtures.map((f) => (
              <option key={f.matchID} value={f.matchID}>
                {f.date} · Runde {f.round} · {displayTeamName(f.homeTeam)} – {displayTeamName(f.awayTeam)}
                {f.result !== '-' ? ` (${f.result})` : ''}
                {f.matchID === current ? ' · denne runden' : ''}
              </option>
            ))}
          </select>
        </div>
      </div>
      {fixture && (
        <>
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
              value={home}
              disabled={readOnly}
              onChange={(event) => setHome(event.target.value)}
            />
            <span>–</span>
            <input
              className={styles.scoreInput}
              type="number"
              min={0}
              aria-label="Mål bortelag"
              value={away}
              disabled={readOnly}
              onChange={(event) => setAway(event.target.value)}
            />
            <span>{displayTeamName(fixture.awayTeam)}</span>
          </div>
          <label className={form.field}>
            Kampfakta (trivia)
            <textarea rows={2} value={trivia} disabled={readOnly} onChange={(event) => setTrivia(event.target.value)} />
          </label>
          <div className={table.scroller}>
            {lines === null ? (
              <Spinner />
            ) : (
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">Spiller</th>
                    <th scope="col">Oppmøte</th>
                    <th scope="col">Keeper</th>
                    <th scope="col">Mål</th>
                    <th scope="col">Målgivende</th>
                    <th scope="col">Selvmål</th>
                    <th scope="col">Gule kort</th>
                    <th scope="col">Røde kort</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((player) => (
                    <MatchEntryRow
                      key={player.playerID}
                      name={playerDisplayName(player)}
                      line={lineOf(player.playerID)}
                      readOnly={readOnly}
                      onChange={change}
                    />
                  ))}
                </tbody>
              </table>
            )}
          </div>
          {error && (
            <p className={form.error} role="alert">
              {error}
            </p>
          )}
          <div className={form.buttons}>
            <button type="button" className={table.primary} disabled={readOnly || saving || !lines} onClick={save}>
              Lagre kampen
            </button>
          </div>
        </>
      )}
      {saving && (
        <Modal title="Regner ut poeng" onClose={() => undefined} okButton={false}>
          <Spinner label={T.wait} />
          <p>{T.wait}</p>
        </Modal>
      )}
    </div>
  );
}
