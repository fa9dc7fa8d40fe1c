import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { club, formatSignedPoints } from '@vsf/engine';
import { type LiveMatchSummary } from '@vsf/contract';
import type { NavItem } from '../../ui/navItem';
import { SectionNav } from '../../ui/SectionNav';
import { useApiQuery } from '../../api/useApiQuery';
import { useUserRoom } from '../../api/live/useUserRoom';
import { lastPlayedFixture, useFantasyRound } from '../../shared/fantasyRound/useFantasyRound';
import { LiveMarker } from '../../shared/livePoints/LiveMarker';
import { useLiveRound } from '../../shared/livePoints/useLiveRound';
import { currentUserAtom } from '../../store/session';
import { useTeamWithInfo } from '../../shared/teamModal/useTeamWithInfo';
import type { TeamModalRequest } from '../../shared/teamModal/teamModalApi';
import { fantasyNavItemsFor } from './fantasyNav';

const POINTS_PATH = '/fantasy/points';

/**
 * The points link shows '+' and the user's points for the last round (001 §2); while a match
 * is played, the live round's provisional points, with a marker saying so.
 */
export function withRoundPoints(items: readonly NavItem[], roundPoints: number, marker?: ReactNode): NavItem[] {
  return items.map((item) =>
    item.to === POINTS_PATH ? { ...item, label: `${item.label} ${formatSignedPoints(roundPoints)}`, marker } : item,
  );
}

/** While the points load, 'Poeng' keeps their room (the tabs wrapped anew when they came). */
export function withPointsReserved(items: readonly NavItem[]): NavItem[] {
  return items.map((item) => (item.to === POINTS_PATH ? { ...item, reserve: ' +00' } : item));
}

function NavWithPoints({ request, fantasyNavItems }: { request: TeamModalRequest; fantasyNavItems: NavItem[] }) {
  const team = useTeamWithInfo(request);
  const items =
    team.status === 'loading'
      ? withPointsReserved(fantasyNavItems)
      : team.status === 'ready' && team.value.team !== null
        ? withRoundPoints(fantasyNavItems, team.value.roundPoints)
        : fantasyNavItems;
  return <SectionNav title={club.fantasyName} items={items} />;
}

/**
 * A match of the season is being played: the manager's provisional points for it
 * (`getMyLivePoints`, moved by `points:own` in the user's own room), marked LIVE. Without a
 * team for that match (no world rank) the link keeps the last round's points.
 */
function NavWithLivePoints({
  userID,
  match,
  last,
  fantasyNavItems,
}: {
  userID: number;
  match: LiveMatchSummary;
  last: TeamModalRequest | null;
  fantasyNavItems: NavItem[];
}) {
  useUserRoom(userID);
  const mine = useApiQuery('getMyLivePoints', { userID, matchID: match.matchID });
  if (mine.data?.live && mine.data.worldRank !== null) {
    const marker = <LiveMarker spoken="foreløpige poeng, kampen pågår" />;
    return (
      <SectionNav title={club.fantasyName} items={withRoundPoints(fantasyNavItems, mine.data.roundPoints, marker)} />
    );
  }
  if (!mine.data && !mine.isError)
    return <SectionNav title={club.fantasyName} items={withPointsReserved(fantasyNavItems)} />;
  return last ? (
    <NavWithPoints request={last} fantasyNavItems={fantasyNavItems} />
  ) : (
    <SectionNav title={club.fantasyName} items={fantasyNavItems} />
  );
}

/** The fantasy game's navigation; the points for the last round (or the live one) appear once they are known. */
export function FantasyNav() {
  const round = useFantasyRound();
  const user = useAtomValue(currentUserAtom);
  const ready = round !== 'loading' && round !== null ? round : null;
  const liveMatch = useLiveRound(ready?.season ?? null);
  const last = ready ? lastPlayedFixture(ready) : null;
  const fantasyNavItems = fantasyNavItemsFor(user);
  if (user && round === 'loading') {
    return <SectionNav title={club.fantasyName} items={withPointsReserved(fantasyNavItems)} />;
  }
  const lastRequest =
    user && ready && last
      ? { userID: user.userID, season: ready.season, round: last.round, matchID: last.matchID }
      : null;
  if (user && liveMatch)
    return (
      <NavWithLivePoints userID={user.userID} match={liveMatch} last={lastRequest} fantasyNavItems={fantasyNavItems} />
    );
  if (!lastRequest) return <SectionNav title={club.fantasyName} items={fantasyNavItems} />;
  return <NavWithPoints request={lastRequest} fantasyNavItems={fantasyNavItems} />;
}
