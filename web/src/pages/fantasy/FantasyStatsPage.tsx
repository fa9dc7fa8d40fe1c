import { PageTitle } from '../../ui/PageTitle';
import { StatsView } from '../../features/stats/StatsView';

/**
 * The same list as /stats, which here can also be ranked by the fantasy numbers; on
 * this path the player modal also offers Fantasypoeng.
 */
export default function FantasyStatsPage() {
  return (
    <>
      <PageTitle>Statistikk</PageTitle>
      <StatsView withFantasy />
    </>
  );
}
