import { QueryState } from '../../ui/QueryState';
import { CombinationView } from './CombinationView';
import { FantasyPointsTable } from './FantasyPointsTable';
import { MatchStatsTable } from './MatchStatsTable';
import { PlayerOverview } from './PlayerOverview';
import { TOTAL_SEASON, type PlayerView, type StatsSeason } from './types';
import type { usePlayerCard } from './usePlayerCard';
import styles from './PlayerModal.module.css';

type PlayerCardBodyProps = ReturnType<typeof usePlayerCard> & { view: PlayerView; season: StatsSeason };

/**
 * What the player modal shows under its bar: the chosen view of the card. Its own chunk,
 * loaded with the first player opened, so the pages with player rows do not carry it.
 */
export default function PlayerCardBody({ view, card, fantasy, season }: PlayerCardBodyProps) {
  return (
    <QueryState state={card} errorClassName={styles.error}>
      {({ value: { player } }) => (
        <>
          {view === 'overview' && <PlayerOverview player={player} season={season} />}
          {view === 'matches' && (
            <MatchStatsTable
              stats={season === TOTAL_SEASON ? player.stats : player.statsBySeason[season]}
              season={season}
            />
          )}
          {view === 'combination' && <CombinationView mainPlayer={player} season={season} />}
          {view === 'fantasy' && <FantasyPointsTable fantasy={fantasy} season={season} />}
        </>
      )}
    </QueryState>
  );
}
