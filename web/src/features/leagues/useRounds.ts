import { useEffect, useMemo, useState } from 'react';
import type { Fixture } from '@vsf/engine';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';

const sortKey = (fixture: Fixture) =>
  `${fixture.date.split('.').reverse().join('-')} ${fixture.time} ${fixture.matchID}`;

/**
 * The season's rounds in the order the game moves through them (by date, 001 §4), and
 * the one shown: the last played round until the user steps to another.
 */
export function useRounds(season: number) {
  const fixtures = useSeasonFixtures(season);
  const rounds = useMemo(
    () => (fixtures ? [...fixtures].sort((a, b) => sortKey(a).localeCompare(sortKey(b))) : null),
    [fixtures],
  );
  const [index, setIndex] = useState<number | null>(null);
  useEffect(() => {
    if (!rounds) return;
    const lastPlayed = rounds.findLastIndex((fixture) => fixture.result !== '-');
    setIndex(rounds.length === 0 ? null : Math.max(lastPlayed, 0));
  }, [rounds]);
  return { rounds, index, setIndex };
}
