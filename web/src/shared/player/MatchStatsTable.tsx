import { displayTeamName } from '@vsf/engine';
import { matchesOf, type ByDate, type MatchHeading, type StatCounts, type StatsSeason } from './types';
import styles from './PlayerTables.module.css';

export const SEASON_TOTAL_LABEL = 'Totalt for denne sesongen:';
export const NO_MATCHES_TEXT = 'Ingen kamper registrert.';

/** Kampdata's columns (spec 001 §2): attendance to points, as in the original card. */
export const MATCH_COLUMNS: { key: keyof StatCounts; label: string; title: string }[] = [
  { key: 'attendance', label: 'Oppm.', title: 'Oppmøte' },
  { key: 'goalsScored', label: 'Mål', title: 'Mål' },
  { key: 'assists', label: 'Ass.', title: 'Målgivende' },
  { key: 'goalsFor', label: 'MF', title: 'Mål for' },
  { key: 'goalsConceded', label: 'MI', title: 'Mål imot' },
  { key: 'cleanSheet', label: 'RB', title: 'Rent bur' },
  { key: 'twoOrLessConceded', label: '≤2', title: 'Maks 2 baklengs' },
  { key: 'yellowCards', label: 'GK', title: 'Gule kort' },
  { key: 'redCards', label: 'RK', title: 'Røde kort' },
  { key: 'wins', label: 'S', title: 'Seier' },
  { key: 'ties', label: 'U', title: 'Uavgjort' },
  { key: 'losses', label: 'T', title: 'Tap' },
  { key: 'points', label: 'P', title: 'Poeng (3 for seier, 1 for uavgjort)' },
];

export function MatchCell({ game }: { game: MatchHeading }) {
  return (
    <>
      {displayTeamName(game.homeTeamName)} {game.homeTeamScore} - {game.awayTeamScore}{' '}
      {displayTeamName(game.awayTeamName)}
    </>
  );
}

interface Column<T> {
  key: keyof T;
  label: string;
  title: string;
}

/** A per-match table with the season's total as its last row; shared by Kampdata and Fantasypoeng. */
export function PerMatchTable<T extends object>({
  part,
  columns,
  caption,
}: {
  part: ByDate<T> | undefined;
  columns: Column<T>[];
  caption: string;
}) {
  const matches = part ? matchesOf(part) : [];
  if (!part || matches.length === 0) return <p className={styles.empty}>{NO_MATCHES_TEXT}</p>;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Dato</th>
            <th scope="col">Runde</th>
            <th scope="col">Kamp</th>
            {columns.map((column) => (
              <th key={String(column.key)} scope="col" title={column.title} className={styles.number}>
                <abbr title={column.title}>{column.label}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matches.map(({ date, game }) => (
            <tr key={game.matchID}>
              <td className={styles.nowrap}>{date}</td>
              <td className={styles.number}>{game.round}</td>
              <td className={styles.nowrap}>
                <MatchCell game={game} />
              </td>
              {columns.map((column) => (
                <td key={String(column.key)} className={styles.number}>
                  {String(game[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {SEASON_TOTAL_LABEL}
            </th>
            {columns.map((column) => (
              <td key={String(column.key)} className={styles.number}>
                {String(part.total[column.key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function MatchStatsTable({ stats, season }: { stats: ByDate<StatCounts> | undefined; season: StatsSeason }) {
  return <PerMatchTable part={stats} columns={MATCH_COLUMNS} caption={`Kampdata, ${season}`} />;
}
