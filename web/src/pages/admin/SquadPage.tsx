import { useParams } from 'react-router-dom';
import { PageTitle } from '../../ui/PageTitle';
import { SquadEditor } from '../../features/adminSquad/SquadEditor';
import { SquadOverview } from '../../features/adminSquad/SquadOverview';

/**
 * /admin/squad: the coming fixtures with their answers counted; /admin/squad/{matchID}: one
 * fixture's answers and comments, and the squad ('Tropp') to publish.
 */
export default function SquadPage() {
  const { matchID } = useParams();
  return (
    <>
      <PageTitle>Tropp</PageTitle>
      {matchID ? <SquadEditor key={matchID} matchID={matchID} /> : <SquadOverview />}
    </>
  );
}
