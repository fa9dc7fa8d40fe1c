import { useEffect, useReducer, useState } from 'react';
import { useAtomValue } from 'jotai';
import { playerDisplayName, TEAM_MESSAGES } from '@vsf/engine';
import { initialSubBarState, subBarReducer, type SubBarAction } from './subBarState';
import { subBarView, type SubBarButtonAction } from './subBarView';
import {
  type Fixture,
  type LoadedTeam,
  type PlayerFantasyMetrics,
  type PlayerWithStats,
  type RoundMatchInput,
} from '@vsf/contract';
import { Pitch } from '../../ui/Pitch';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { deadlineClockAtom } from '../../api/live/deadlineClock';
import { BoostButtons } from '../../shared/teamModal/BoostButtons';
import { ChangesPanel } from './ChangesPanel';
import { boostOf, teamPlayers } from '../../shared/teamModal/teamSlots';
import { updateFantasyTeam } from './fantasyTeamApi';
import { refetchCalls } from '../../api/useApiQuery';
import { MatchBanner } from '../../shared/fantasyRound/MatchBanner';
import { NarrowPlayerCard } from './NarrowPlayerCard';
import { NO_PLAYER_SELECTED, PlayerCardPanel } from './PlayerCardPanel';
import { PlayerTable } from './PlayerTable';
import { SplitPane } from './SplitPane';
import { SubBar, type SaveNotice } from './SubBar';
import { pitchPlayers } from '../../shared/teamModal/useClubPlayers';
import { usePlayerStatuses } from '../../shared/availability/usePlayerStatuses';
import { TeamStatusNote } from './TeamStatusNote';
import styles from './TeamEditor.module.css';

interface TeamEditorProps {
  loaded: LoadedTeam;
  round: RoundMatchInput;
  fixture: Fixture;
  players: PlayerWithStats[];
  /** The season's fantasy numbers by player for the table; null when they could not be read. */
  metrics: ReadonlyMap<number, PlayerFantasyMetrics> | null;
  wide: boolean;
}

function setupFrom(loaded: LoadedTeam) {
  return initialSubBarState({
    team: teamPlayers(loaded.team),
    captain: loaded.team?.captain ?? null,
    activeBoost: boostOf(loaded.team?.activeBoost),
    previousPlayers: loaded.previousTeam,
    allowance: loaded.allowance,
    boostsUsedEarlier: new Set(loaded.boostsUsedEarlier),
    isCurrentRound: loaded.isCurrentRound,
    // The server's verdict (current round and before the deadline) decides at load time.
    deadlinePassed: !loaded.canChange,
  });
}

/** Tells the bar when the deadline passes while the page is open (on the server's clock). */
function useDeadlineTimer(deadlineAt: string | null, active: boolean, dispatch: (action: SubBarAction) => void) {
  const skewMs = useAtomValue(deadlineClockAtom)?.skewMs ?? 0;
  useEffect(() => {
    if (!active || deadlineAt === null) return;
    const remaining = Date.parse(deadlineAt) - (Date.now() + skewMs);
    // setTimeout cannot wait longer than about 24.8 days; a page is not open that long.
    if (!Number.isFinite(remaining) || remaining > 2_147_000_000) return;
    const timer = window.setTimeout(() => dispatch({ type: 'deadlinePassed' }), Math.max(0, remaining));
    return () => window.clearTimeout(timer);
  }, [deadlineAt, active, skewMs, dispatch]);
}

/**
 * 'Mitt lag' for one round: the substitution bar's reducer drives every change (subBarState.ts);
 * this component only shows its state and sends its transitions.
 */
export function TeamEditor({ loaded, round, fixture, players, metrics, wide }: TeamEditorProps) {
  const [state, dispatch] = useReducer(subBarReducer, loaded, setupFrom);
  const [focused, setFocused] = useState<number | null>(null);
  // On a phone the card unfolds for a pitch tap only: unfolding it above the table on every
  // row tap would push the table, and the row just tapped, down the screen.
  const [pitchPick, setPitchPick] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SaveNotice>(null);
  const { notify, dialog } = useConfirmDialog();
  const view = subBarView(state);
  // The viewed round's match: who is in its squad, unsure or out.
  const statuses = usePlayerStatuses(round.matchID);
  useDeadlineTimer(loaded.deadlineAt, loaded.canChange, dispatch);

  const byID = new Map(players.map((player) => [player.playerID, player]));
  const nameOf = (playerID: number) => {
    const player = byID.get(playerID);
    return player ? playerDisplayName(player) : `#${playerID}`;
  };
  const send = (action: SubBarAction) => {
    setNotice(null);
    dispatch(action);
  };
  const selectTable = (playerID: number) => {
    setFocused(playerID);
    send({ type: 'selectTablePlayer', playerID });
  };
  const selectPitch = (playerID: number) => {
    setFocused(playerID);
    setPitchPick(playerID);
    send({ type: 'selectPitchPlayer', playerID });
  };

  const save = async () => {
    if (state.captain === null) {
      void notify(TEAM_MESSAGES.noCaptain);
      return;
    }
    setSaving(true);
    try {
      const answer = await updateFantasyTeam(round, {
        players: state.team,
        captain: state.captain,
        activeBoost: state.activeBoost,
      });
      if (answer.success) {
        dispatch({ type: 'saved' });
        setNotice({ kind: 'success', text: TEAM_MESSAGES.saved });
        // The saved team counts in 'Valgt av' now; the table shows it without a reload.
        void refetchCalls('getFantasyPlayerMetrics');
      } else setNotice({ kind: 'error', text: answer.msg });
    } catch (error) {
      console.error(error);
      setNotice({ kind: 'error', text: 'Kunne ikke lagre laget. Prøv igjen om litt.' });
    } finally {
      setSaving(false);
    }
  };

  const canChange = state.isCurrentRound && !state.deadlinePassed;
  const changes = (
    <>
      <TeamStatusNote team={state.team} statuses={statuses} nameOf={nameOf} canChange={canChange} />
      <ChangesPanel previousPlayers={state.previousPlayers} team={state.team} nameOf={nameOf} />
    </>
  );
  const boosts = (
    <BoostButtons
      activeBoost={state.activeBoost}
      boostsUsedEarlier={state.boostsUsedEarlier}
      uses={loaded.boostUses}
      canChange={canChange}
      onToggle={(boost) => send({ type: 'toggleBoost', boost })}
    />
  );
  const pitch = (
    <Pitch
      players={pitchPlayers(state.team, players)}
      captain={state.captain}
      onSelect={selectPitch}
      selectedID={state.selectedOut}
      label="Laget ditt"
    />
  );
  const bar = (
    <SubBar
      docked={!wide}
      view={view}
      onAction={(action: SubBarButtonAction) => send({ type: action })}
      onSave={() => void save()}
      saving={saving}
      notice={notice}
    />
  );
  const table = (
    <PlayerTable
      players={players}
      metrics={metrics}
      team={state.team}
      statuses={statuses}
      selectedID={state.selectedIn}
      onSelect={selectTable}
      tall={wide}
    />
  );
  const card = <PlayerCardPanel playerID={focused} season={round.season} />;
  // Wide: the table has the full width until a player is chosen; then the card opens beside it.
  const sideCard =
    focused === null ? null : (
      <div className={styles.sideCard}>
        <button type="button" className={styles.closeCard} onClick={() => setFocused(null)}>
          Lukk spillerkort
        </button>
        {card}
      </div>
    );

  return (
    <div className={styles.editor}>
      <MatchBanner fixture={fixture} remainingSubs={view.remainingSubstitutions} />
      {wide ? (
        <>
          <div className={styles.wideTop}>
            {pitch}
            <div className={styles.controls}>
              {boosts}
              {bar}
              {changes}
            </div>
          </div>
          {focused === null && <p className={styles.tableHint}>{NO_PLAYER_SELECTED}</p>}
          <SplitPane first={table} second={sideCard} />
        </>
      ) : (
        <>
          {changes}
          {boosts}
          {pitch}
          <NarrowPlayerCard playerID={pitchPick}>{card}</NarrowPlayerCard>
          {table}
          {/* Last, docked to the screen's bottom edge: the next step stays under the thumb while picking. */}
          {bar}
        </>
      )}
      {dialog}
    </div>
  );
}
