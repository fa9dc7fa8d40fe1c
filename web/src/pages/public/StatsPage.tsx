import { PageTitle } from '../../ui/PageTitle';
import { StatsView } from '../../features/stats/StatsView';

export default function StatsPage() {
  return (
    <>
      <PageTitle>Statistikk</PageTitle>
      <StatsView />
    </>
  );
}
