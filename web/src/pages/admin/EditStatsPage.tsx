import { PageTitle } from '../../layout/PageTitle';

export default function EditStatsPage() {
  return <PageTitle>Oppdater Statistikk</PageTitle>;
}
