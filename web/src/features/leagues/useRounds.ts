import { useMemo, useState } from 'react';
import type { Fixture } from '@vsf/contract';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';

const sortKey = (fixture: Fixture) =>
  `${fixture.date.split('.').reverse().join('-')} ${fixture.time} ${fixture.matchID}`;

/**
 * The season's rounds in the order the game moves through them (by date, 001 §4), and
 * the one shown: until the user steps to another, the round being played,
 * else the last played one.
 */
export function useRounds(season: number, liveMatchID: string | null = null) {
  const fixtures = useSeasonFixtures(season);
  const rounds = useMemo(
    () => (fixtures ? [...fixtures].sort((a, b) => sortKey(a).localeCompare(sortKey(b))) : null),
    [fixtures],
  );
  const [chosen, setIndex] = useState<number | null>(null);
  const followed = () => {
    if (!rounds || rounds.length === 0) return null;
    const live = rounds.findIndex((fixture) => fixture.matchID === liveMatchID);
    return live >= 0
      ? live
      : Math.max(
          rounds.findLastIndex((fixture) => fixture.result !== '-'),
          0,
        );
  };
  const index = chosen !== null && rounds && chosen < rounds.length ? chosen : followed();
  return { rounds, index, setIndex };
}
