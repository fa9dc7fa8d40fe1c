import { FantasyTeamView } from '../../features/fantasyTeam/FantasyTeamView';
import { PageTitle } from '../../ui/PageTitle';

export default function FantasyTeamPage() {
  return (
    <>
      <PageTitle>Mitt lag</PageTitle>
      <FantasyTeamView />
    </>
  );
}
