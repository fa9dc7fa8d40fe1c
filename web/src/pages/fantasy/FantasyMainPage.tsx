import { FantasyHomeView } from '../../features/fantasyHome/FantasyHomeView';
import { PageTitle } from '../../ui/PageTitle';

export default function FantasyMainPage() {
  return (
    <>
      <PageTitle>Oversikt</PageTitle>
      <FantasyHomeView />
    </>
  );
}
