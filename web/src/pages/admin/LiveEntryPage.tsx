import { useParams } from 'react-router-dom';
import { PageTitle } from '../../ui/PageTitle';
import { LiveMatchEntry } from '../../features/liveEntry/LiveMatchEntry';
import { LiveMatchPicker } from '../../features/liveEntry/LiveMatchPicker';
import { LIVE_TEXTS } from '../../features/liveEntry/texts';

/** /admin/live and /admin/live/{matchID}: a match entered from the touchline, on a phone. */
export default function LiveEntryPage() {
  const { matchID } = useParams();
  if (!matchID)
    return (
      <>
        <PageTitle>{LIVE_TEXTS.title}</PageTitle>
        <LiveMatchPicker />
      </>
    );
  // With a match open the score bar heads the screen; the title is still the page's heading for a screen reader.
  return (
    <>
      <div className="visually-hidden">
        <PageTitle>{LIVE_TEXTS.title}</PageTitle>
      </div>
      <LiveMatchEntry key={matchID} matchID={matchID} />
    </>
  );
}
