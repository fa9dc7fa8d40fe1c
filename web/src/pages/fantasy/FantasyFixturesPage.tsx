import { PageTitle } from '../../layout/PageTitle';

export default function FantasyFixturesPage() {
  return <PageTitle>Kamper</PageTitle>;
}
