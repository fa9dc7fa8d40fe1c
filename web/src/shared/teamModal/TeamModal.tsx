import { lazy, useId, useState } from 'react';
import { BOOSTS, hasTeam, TEAM_MESSAGES, teamSkillChart, type Boost } from '@vsf/engine';
import { type FantasyTeam, type PlayerWithStats } from '@vsf/contract';
import { QueryState } from '../../ui/QueryState';
import { BoostButtons } from './BoostButtons';
import { boostOf, teamPlayers } from './teamSlots';
import { pitchPlayers, useClubPlayers } from './useClubPlayers';
import { Modal } from '../../ui/Modal';
import { Pitch } from '../../ui/Pitch';
import { PlayerModal } from '../player/PlayerModal';
import type { TeamModalTarget } from './teamModalApi';
import { useTeamWithInfo } from './useTeamWithInfo';
import { ChartBox } from '../../ui/ChartBox';
import styles from './TeamModal.module.css';
import forms from '../../ui/select.module.css';

const TeamSkillsChart = lazy(() => import('./TeamSkillsChart').then((module) => ({ default: module.TeamSkillsChart })));

type TeamView = 'team' | 'skills';

/** Shown for a rival's team before the deadline (the API hides its picks); ours, the spec is silent. */
export const PICKS_HIDDEN_TEXT = 'Laget vises når fristen for runden er passert.';

/**
 * The team modal (001 §2, Modals): title the team name (the clicked row's when the round has
 * no team), 'Lag' (the pitch) or 'Skills' (the team's skill chart and boosts), round and total
 * points. A player opens the player modal; closing it comes back here.
 */
export function TeamModal({ request, onClose }: { request: TeamModalTarget; onClose: () => void }) {
  const state = useTeamWithInfo(request);
  const players = useClubPlayers(request.season);
  const [view, setView] = useState<TeamView>('team');
  const [openPlayer, setOpenPlayer] = useState<number | null>(null);
  const viewId = useId();

  if (openPlayer !== null) {
    return <PlayerModal playerID={openPlayer} season={request.season} onClose={() => setOpenPlayer(null)} />;
  }
  const team = state.status === 'ready' ? state.value.team : null;
  // The team is drawn with the club players' names: the modal loads until both are in.
  const shown =
    state.status === 'loading' || players.status === 'loading'
      ? { status: 'loading' as const }
      : state.status === 'error'
        ? state
        : players.status === 'error'
          ? players
          : { status: 'ready' as const, points: state.value, players: players.players };
  const body = (
    <QueryState state={shown} loading="fantasy" errorClassName={styles.error}>
      {({ points, players: clubPlayers }) => (
        <>
          <dl className={styles.points}>
            <div>
              <dt>Poeng denne runden</dt>
              <dd>{points.roundPoints}</dd>
            </div>
            <div>
              <dt>Totalt antall poeng</dt>
              <dd>{points.totalPoints}</dd>
            </div>
          </dl>
          <TeamBody team={team} view={view} players={clubPlayers} onPlayer={setOpenPlayer} />
        </>
      )}
    </QueryState>
  );
  return (
    <Modal title={team?.teamName ?? request.teamName} onClose={onClose} size="large">
      <div className={styles.controls}>
        <label htmlFor={viewId}>Visning</label>
        <select
          className={forms.select}
          id={viewId}
          value={view}
          onChange={(event) => setView(event.target.value === 'skills' ? 'skills' : 'team')}
        >
          <option value="team">Lag</option>
          <option value="skills">Skills</option>
        </select>
      </div>
      {body}
    </Modal>
  );
}

interface TeamBodyProps {
  team: FantasyTeam | null;
  view: TeamView;
  players: PlayerWithStats[];
  onPlayer: (playerID: number) => void;
}

function TeamBody({ team, view, players, onPlayer }: TeamBodyProps) {
  if (team?.picksHidden) return <p className={styles.note}>{PICKS_HIDDEN_TEXT}</p>;
  const chosen = teamPlayers(team);
  if (team === null || !hasTeam(chosen)) return <p className={styles.note}>{TEAM_MESSAGES.noTeam}</p>;
  if (view === 'team') {
    return (
      <Pitch players={pitchPlayers(chosen, players)} captain={team.captain} onSelect={onPlayer} label={team.teamName} />
    );
  }
  const skillPlayers = players.filter((player) => chosen.includes(player.playerID));
  const activeBoost = boostOf(team.activeBoost);
  return (
    <div className={styles.skills}>
      <ChartBox>
        <TeamSkillsChart chart={teamSkillChart(skillPlayers, team.captain, activeBoost)} />
      </ChartBox>
      <BoostButtons activeBoost={activeBoost} boostsUsedEarlier={usedBoosts(team)} />
    </div>
  );
}

/** The used flags as a set; the active boost is marked separately. */
function usedBoosts(team: FantasyTeam): Set<Boost> {
  return new Set(BOOSTS.filter((boost) => team[`${boost}Used`] === 1));
}
