import { PageTitle } from '../../layout/PageTitle';

export default function StatsPage() {
  return <PageTitle>Statistikk</PageTitle>;
}
