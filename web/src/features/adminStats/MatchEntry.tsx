import { useEffect, useId, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  MATCH_ENTRY_MESSAGES,
  displayTeamName,
  playerDisplayName,
  sortFixturesByDate,
  validateMatchResult,
  validatePlayerLine,
  type Fixture,
  type AdminPlayer,
} from '@vsf/engine';
import { loadAdminPlayers } from '../adminPlayers/clubPlayersApi';
import { fixturesVersionAtom } from '../fixtures/atoms';
import { useSeasonFixtures } from '../fixtures/useSeasonFixtures';
import { Modal } from '../modal/Modal';
import { seasonContextAtom } from '../season/atoms';
import { loadSeasonContext } from '../season/loadSeasonContext';
import { Spinner } from '../../layout/Spinner';
import { MatchEntryRow } from './MatchEntryRow';
import { STATS_TEXTS as T, emptyLine, loadMatchLines, saveMatch, type EntryLine } from './matchEntry';
import table from '../adminUsers/UserTable.module.css';
import form from '../adminPlayers/AdminForms.module.css';
import styles from './MatchEntry.module.css';
import forms from '../../theme/forms.module.css';

const scoreValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The match form of /admin/editStats (002 §2.3, §4.3): result, trivia and a line per player. */
export function MatchEntry() {
  const context = useAtomValue(seasonContextAtom);
  const bump = useSetAtom(fixturesVersionAtom);
  const season = context?.thisYear ?? 0;
  const loaded = useSeasonFixtures(season);
  const fixtures = useMemo(() => (loaded ? sortFixturesByDate(loaded) : null), [loaded]);
  const [matchID, setMatchID] = useState<string | null>(null);
  const [players, setPlayers] = useState<AdminPlayer[] | null>(null);
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
    loadAdminPlayers()
      .then((answer) => setPlayers(answer.success ? answer.players : []))
      .catch((failure: unknown) => console.error(failure));
  }, []);

  useEffect(() => {
    if (!fixture) return;
    setUnlocked(false);
    setError('');
    setHome(fixture.homeTeamScore === null ? '' : String(fixture.homeTeamScore));
    setAway(fixture.awayTeamScore === null ? '' : String(fixture.awayTeamScore));
    setTrivia(fixture.trivia);
    setLines(null);
    let cancelled = false;
    loadMatchLines(season, fixture.matchID)
      .then((answer) => {
        if (cancelled) return;
        const stored = answer.success ? answer.lines : [];
        setLines(new Map(stored.map(({ statsTableID: _id, ...line }) => [line.playerID, line])));
      })
      .catch((failure: unknown) => console.error(failure));
    return () => {
      cancelled = true;
    };
    // Reload when another match is chosen or the stored match changed.
  }, [fixture?.matchID, fixture?.result, fixture?.trivia, season]); // eslint-disable-line react-hooks/exhaustive-deps

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
        bump((value) => value + 1);
        await loadSeasonContext();
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
