import { PageTitle } from '../../layout/PageTitle';
import { StatsView } from '../../features/stats/StatsView';

export default function StatsPage() {
  return (
    <>
      <PageTitle>Statistikk</PageTitle>
      <StatsView />
    </>
  );
}
