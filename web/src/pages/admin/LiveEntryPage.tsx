import { useParams } from 'react-router-dom';
import { PageTitle } from '../../ui/PageTitle';
import { LiveMatchEntry } from '../../features/liveEntry/LiveMatchEntry';
import { LiveMatchPicker } from '../../features/liveEntry/LiveMatchPicker';
import { LIVE_TEXTS } from '../../features/liveEntry/texts';

/** /admin/live and /admin/live/{matchID}: a match entered from the touchline, on a phone (issue 13). */
export default function LiveEntryPage() {
  const { matchID } = useParams();
  return (
    <>
      <PageTitle>{LIVE_TEXTS.title}</PageTitle>
      {matchID ? <LiveMatchEntry key={matchID} matchID={matchID} /> : <LiveMatchPicker />}
    </>
  );
}
