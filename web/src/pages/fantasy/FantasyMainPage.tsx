import { PageTitle } from '../../layout/PageTitle';

export default function FantasyMainPage() {
  return <PageTitle>Oversikt</PageTitle>;
}
