import { PageTitle } from '../../layout/PageTitle';

export default function FantasyRulesPage() {
  return <PageTitle>Regler</PageTitle>;
}
