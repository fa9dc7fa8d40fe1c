import { QueryState } from '../../ui/QueryState';
import { PerMatchTable } from './MatchStatsTable';
import { TOTAL_SEASON, type StatsSeason } from './types';
import type { Loadable } from './usePlayerCard';
import styles from './PlayerTables.module.css';
import type { PointsBreakdown } from '@vsf/engine';
import type { PlayerFantasy } from '@vsf/contract';

const FANTASY_COLUMNS: { key: keyof PointsBreakdown; label: string; title: string }[] = [
  { key: 'attendance', label: 'Oppm.', title: 'Oppmøte' },
  { key: 'goalsScored', label: 'Mål', title: 'Mål' },
  { key: 'assists', label: 'Ass.', title: 'Målgivende' },
  { key: 'goalsFor', label: 'MF', title: 'Mål for' },
  { key: 'goalsConceded', label: 'MI', title: 'Mål imot' },
  { key: 'cleanSheet', label: 'RB', title: 'Rent bur' },
  { key: 'twoOrLessConceded', label: '≤2', title: 'Maks 2 baklengs' },
  { key: 'ownGoals', label: 'SM', title: 'Selvmål' },
  { key: 'yellowCards', label: 'GK', title: 'Gule kort' },
  { key: 'redCards', label: 'RK', title: 'Røde kort' },
  { key: 'wins', label: 'S', title: 'Seier' },
  { key: 'losses', label: 'T', title: 'Tap' },
  { key: 'totalPoints', label: 'Tot.', title: 'Totalt denne runden' },
];

type FantasyAnswer = { fantasy: PlayerFantasy; fantasyBySeason: Record<string, PlayerFantasy> };

/** Fantasypoeng: the points per category in each match, and the round total. */
export function FantasyPointsTable({
  fantasy,
  season,
}: {
  fantasy: Loadable<FantasyAnswer> | null;
  season: StatsSeason;
}) {
  return (
    <QueryState state={fantasy ?? { status: 'loading' }} loading="fantasy" errorClassName={styles.empty}>
      {({ value }) => (
        <PerMatchTable
          part={season === TOTAL_SEASON ? value.fantasy : value.fantasyBySeason[season]}
          columns={FANTASY_COLUMNS}
          caption={`Fantasypoeng, ${season}`}
        />
      )}
    </QueryState>
  );
}
