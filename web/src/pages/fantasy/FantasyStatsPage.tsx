import { PageTitle } from '../../layout/PageTitle';

export default function FantasyStatsPage() {
  return <PageTitle>Statistikk</PageTitle>;
}
