import { useId, useMemo, useState } from 'react';
import { jerseyText, playerDisplayName } from '@vsf/engine';
import { type AdminPlayer, type LiveMatch } from '@vsf/contract';
import { api } from '../../api/client';
import { refetchCalls, useApiQuery } from '../../api/useApiQuery';
import { JerseyNumber } from '../../ui/JerseyNumber';
import { QueryState } from '../../ui/QueryState';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';
import { previousPlayedMatch } from './matchChoice';
import { Refusal } from './Refusal';
import { LIVE_TEXTS } from './texts';
import styles from './LiveEntry.module.css';

/**
 * Before kick-off: the squad as big toggles (or last match's squad in one tap), the keeper,
 * then 'Avspark'. The club's active players, as the statistics form lists them. A match not
 * yet started begins with the squad the club published ticked (still changeable); a started
 * one with the squad it has.
 */
export function SquadPicker({ match, onDone }: { match: LiveMatch; onDone?: () => void }) {
  const started = match.phase !== 'notStarted';
  const players = useApiQuery('getVSFPlayersForAdmin', {});
  const published = useApiQuery('getSquad', started ? null : { matchID: match.matchID });
  // Without the published squad (none, or it could not be read) the volunteer picks from scratch.
  const publishedKnown = started || published.data !== undefined || published.isError;
  if (players.isError || !players.data || !publishedKnown)
    return (
      <QueryState
        state={
          players.isError
            ? { status: 'error', message: 'Kunne ikke hente spillerne. Prøv igjen om litt.' }
            : { status: 'loading' }
        }
        errorClassName={styles.error}
      >
        {() => null}
      </QueryState>
    );
  const squad = published.data?.squad;
  const initial =
    !started && squad?.published
      ? squad.players.map((player) => player.playerID)
      : match.squad.map((player) => player.playerID);
  return (
    <SquadForm
      match={match}
      players={players.data.players}
      initial={initial}
      fromPublished={!started && squad?.published === true}
      onDone={onDone}
    />
  );
}

interface SquadFormProps {
  match: LiveMatch;
  players: readonly AdminPlayer[];
  /** The players ticked at first. */
  initial: readonly number[];
  /** Whether they are the squad the club published. */
  fromPublished: boolean;
  onDone?: () => void;
}

function SquadForm({ match, players, initial, fromPublished, onDone }: SquadFormProps) {
  const started = match.phase !== 'notStarted';
  const buttonText = started ? 'Lagre troppen' : LIVE_TEXTS.kickOff;
  const fixtures = useSeasonFixtures(match.season);
  const previous = useMemo(
    () => (fixtures ? previousPlayedMatch(fixtures, match.matchID) : null),
    [fixtures, match.matchID],
  );
  const previousLines = useApiQuery(
    'getMatchStatsForAdmin',
    previous ? { season: match.season, matchID: previous.matchID } : null,
  );
  const [squad, setSquad] = useState<Set<number>>(() => new Set(initial));
  const [keeper, setKeeper] = useState<number | null>(match.keeperID ?? null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState('');
  const keeperId = useId();

  const active = useMemo(
    () =>
      players
        .filter((player) => player.active === 1 || squad.has(player.playerID))
        .sort((a, b) => a.jerseyNo - b.jerseyNo || playerDisplayName(a).localeCompare(playerDisplayName(b), 'nb')),
    [players, squad],
  );

  const toggle = (playerID: number) => {
    const next = new Set(squad);
    if (next.has(playerID)) next.delete(playerID);
    else next.add(playerID);
    setSquad(next);
    if (!next.has(keeper ?? -1)) setKeeper(null);
  };
  const lastSquad = previousLines.data?.lines.filter((line) => line.attendance === 1) ?? [];
  const useLastSquad = () => {
    setSquad(new Set(lastSquad.map((line) => line.playerID)));
    setKeeper(lastSquad.find((line) => line.keeper === 1)?.playerID ?? null);
  };
  // A started match takes a new squad too (a late arrival); the button then only saves it.
  const kickOff = async () => {
    setError('');
    setStarting(true);
    try {
      const answer = await api('startLiveMatch', { matchID: match.matchID, squad: [...squad], keeperID: keeper });
      if (!answer.success) {
        setError(answer.msg);
        return;
      }
      await refetchCalls('getLiveMatch', 'getLiveMatches', 'getLiveMatchReview');
      onDone?.();
    } catch {
      setError(`Fikk ikke kontakt med serveren. Sjekk nettet og trykk «${buttonText}» igjen.`);
    } finally {
      setStarting(false);
    }
  };
  const inSquad = active.filter((player) => squad.has(player.playerID));

  return (
    <section className={styles.squad} aria-labelledby="live-squad">
      <h2 id="live-squad">Tropp ({squad.size})</h2>
      {/* Above the players, not beside the sticky button, which would cover it. */}
      {error && <Refusal message={error} />}
      <button type="button" className={styles.secondaryWide} disabled={lastSquad.length === 0} onClick={useLastSquad}>
        {LIVE_TEXTS.sameSquad}
      </button>
      {previous === null && fixtures !== null && !started && (
        <p className={styles.muted}>Ingen spilt kamp før denne i sesongen.</p>
      )}
      {fromPublished && <p className={styles.muted}>{LIVE_TEXTS.fromPublished}</p>}
      <ul className={styles.toggles}>
        {active.map((player) => (
          <li key={player.playerID}>
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={squad.has(player.playerID)}
              onClick={() => toggle(player.playerID)}
            >
              <JerseyNumber className={styles.jersey} jerseyNo={player.jerseyNo} />
              <span>{playerDisplayName(player)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.field}>
        <label htmlFor={keeperId}>Keeper</label>
        <select
          id={keeperId}
          value={keeper ?? ''}
          disabled={inSquad.length === 0}
          onChange={(event) => setKeeper(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">Velg keeper</option>
          {inSquad.map((player) => (
            <option key={player.playerID} value={player.playerID}>
              {jerseyText(player.jerseyNo)} {playerDisplayName(player)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={styles.kickOff}
        disabled={squad.size === 0 || starting}
        onClick={() => void kickOff()}
      >
        {buttonText}
      </button>
    </section>
  );
}
