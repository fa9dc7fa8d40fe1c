import { useAtomValue } from 'jotai';
import { FantasyLoading } from '../../ui/FantasyLoading';
import { PageTitle } from '../../ui/PageTitle';
import { LeaguesView } from '../../features/leagues/LeaguesView';
import { seasonContextAtom } from '../../store/season';
import { currentUserAtom } from '../../store/session';

/** /fantasy/league (001 §2 'Leagues'); the route's guard ensures a logged-in user. */
export default function FantasyLeaguePage() {
  const user = useAtomValue(currentUserAtom);
  const context = useAtomValue(seasonContextAtom);
  return (
    <>
      <PageTitle>Fantasy-Ligaer</PageTitle>
      {!user || !context ? <FantasyLoading /> : <LeaguesView user={user} season={context.thisYear} />}
    </>
  );
}
