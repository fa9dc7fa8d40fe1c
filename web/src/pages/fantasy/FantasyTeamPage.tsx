import { FantasyTeamView } from '../../features/fantasyTeam/FantasyTeamView';
import { PageTitle } from '../../layout/PageTitle';

export default function FantasyTeamPage() {
  return (
    <>
      <PageTitle>Mitt lag</PageTitle>
      <FantasyTeamView />
    </>
  );
}
