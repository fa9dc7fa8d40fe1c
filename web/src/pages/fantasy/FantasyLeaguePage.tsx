import { PageTitle } from '../../layout/PageTitle';

export default function FantasyLeaguePage() {
  return <PageTitle>Fantasy-Ligaer</PageTitle>;
}
