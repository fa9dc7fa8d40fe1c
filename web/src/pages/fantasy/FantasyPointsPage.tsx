import { FantasyPointsView } from '../../features/fantasyPoints/FantasyPointsView';
import { PageTitle } from '../../ui/PageTitle';

export default function FantasyPointsPage() {
  return (
    <>
      <PageTitle>Poeng</PageTitle>
      <FantasyPointsView />
    </>
  );
}
