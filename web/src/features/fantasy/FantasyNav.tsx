import { useAtomValue } from 'jotai';
import { club, formatSignedPoints } from '@vsf/engine';
import type { NavItem } from '../../ui/navItem';
import { SectionNav } from '../../ui/SectionNav';
import { lastPlayedFixture, useFantasyRound } from '../../shared/fantasyRound/useFantasyRound';
import { currentUserAtom } from '../../store/session';
import { useTeamWithInfo } from '../../shared/teamModal/useTeamWithInfo';
import type { TeamModalRequest } from '../../shared/teamModal/teamModalApi';
import { fantasyNavItems } from './fantasyNav';

const POINTS_PATH = '/fantasy/points';

/** The points link shows '+' and the user's points for the last round (001 §2). */
export function withRoundPoints(items: readonly NavItem[], roundPoints: number): NavItem[] {
  return items.map((item) =>
    item.to === POINTS_PATH ? { ...item, label: `${item.label} ${formatSignedPoints(roundPoints)}` } : item,
  );
}

/** While the points load, 'Poeng' keeps their room (issue 17: the tabs wrapped anew when they came). */
export function withPointsReserved(items: readonly NavItem[]): NavItem[] {
  return items.map((item) => (item.to === POINTS_PATH ? { ...item, reserve: ' +00' } : item));
}

function NavWithPoints({ request }: { request: TeamModalRequest }) {
  const team = useTeamWithInfo(request);
  const items =
    team.status === 'loading'
      ? withPointsReserved(fantasyNavItems)
      : team.status === 'ready' && team.value.team !== null
        ? withRoundPoints(fantasyNavItems, team.value.roundPoints)
        : fantasyNavItems;
  return <SectionNav title={club.fantasyName} items={items} />;
}

/** The fantasy game's navigation; the points for the last round appear once they are known. */
export function FantasyNav() {
  const round = useFantasyRound();
  const user = useAtomValue(currentUserAtom);
  const last = round !== 'loading' && round !== null ? lastPlayedFixture(round) : null;
  if (user && round === 'loading') {
    return <SectionNav title={club.fantasyName} items={withPointsReserved(fantasyNavItems)} />;
  }
  if (!last || !user || round === 'loading' || round === null) {
    return <SectionNav title={club.fantasyName} items={fantasyNavItems} />;
  }
  return (
    <NavWithPoints request={{ userID: user.userID, season: round.season, round: last.round, matchID: last.matchID }} />
  );
}
