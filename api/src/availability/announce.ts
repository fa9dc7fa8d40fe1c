import { EVERYONE, busMessage, type BusMessage } from '@vsf/contract';
import type { ClockedFixture } from './matchFacts';

/** A status of the fixture may have changed: every open picker, squad and list refetches. */
export function squadUpdated({ row }: ClockedFixture): BusMessage {
  return busMessage('squad:updated', { season: row.season, matchID: row.matchId }, [EVERYONE]);
}
