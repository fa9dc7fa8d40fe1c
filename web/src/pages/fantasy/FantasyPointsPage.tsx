import { FantasyPointsView } from '../../features/fantasyPoints/FantasyPointsView';
import { PageTitle } from '../../layout/PageTitle';

export default function FantasyPointsPage() {
  return (
    <>
      <PageTitle>Poeng</PageTitle>
      <FantasyPointsView />
    </>
  );
}
