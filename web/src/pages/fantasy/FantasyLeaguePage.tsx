import { useAtomValue } from 'jotai';
import { QueryState } from '../../ui/QueryState';
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
      <QueryState
        state={user && context ? { status: 'ready', user, season: context.thisYear } : { status: 'loading' }}
        loading="fantasy"
      >
        {(ready) => <LeaguesView user={ready.user} season={ready.season} />}
      </QueryState>
    </>
  );
}
