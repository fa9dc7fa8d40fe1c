import { useParams } from 'react-router-dom';
import { MatchCentre } from '../../features/matchCentre/MatchCentre';
import { MatchAlertsSwitch } from '../../features/pushSettings/MatchAlertsSwitch';
import NotFoundPage from '../NotFoundPage';

/** /match/:matchID: the match centre, open to anyone. */
export default function MatchPage() {
  const { matchID = '' } = useParams();
  // The key starts a new match's page afresh rather than showing the last one's state.
  return (
    <MatchCentre
      key={matchID}
      matchID={matchID}
      notFound={<NotFoundPage />}
      alerts={<MatchAlertsSwitch variant="card" />}
    />
  );
}
