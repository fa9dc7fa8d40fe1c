import type { Knex } from 'knex';
import { EVERYONE, busMessage, type BusMessage, type CallAnswer } from '@vsf/contract';
import { readDeadline } from '../fixtures/currentFixture';
import type { SavedMatch } from './saveMatch';

/**
 * What every save of a match tells open pages (the statistics form's and 'Bekreft resultat'):
 * fixtures, statistics and ranks changed, and the season pointer or season when they moved.
 * Queued in the save's transaction, sent after its commit. Answers the save's confirmation.
 */
export async function announceSavedMatch(
  db: Knex,
  now: Date,
  publish: (message: BusMessage) => void,
  match: { season: number; round: number; matchID: string },
  saved: SavedMatch,
  savedBy: string,
): Promise<CallAnswer<'saveMatch'>> {
  const { season } = match;
  // Names the match and its admin: a form open on it elsewhere says who saved it.
  publish(busMessage('fixtures:updated', { season, matchID: match.matchID, savedBy }, [EVERYONE]));
  publish(busMessage('stats:updated', { season }, [EVERYONE]));
  // One small event; each open page refetches its own rank (docs/decisions/0029-rankings-updated-is-one-small-event.md).
  publish(busMessage('rankings:updated', { season, round: match.round, matchID: match.matchID }, [EVERYONE]));
  if (saved.pointerMoved) publish(busMessage('deadline', await readDeadline(db, now), [EVERYONE]));
  if (saved.seasonEnded) publish(busMessage('season:changed', { season }, [EVERYONE]));
  return {
    msg: saved.seasonEnded
      ? 'Sesongen er avsluttet... Legg inn neste års kampprogram før neste sesong kan startes.'
      : 'Kampen er lagret og poengene er regnet ut.',
    teams: saved.teams,
    thisYear: saved.pointer.season,
    thisRound: saved.pointer.round,
    thisMatchID: saved.pointer.matchID,
  };
}
