import { EVERYONE, busMessage } from '@vsf/engine';
import { defineRoute } from '../http/route';
import { readDeadline } from '../season/seasonState';
import { withLiveEntries, type LiveFixture } from './liveEntries';
import { saveMatch } from './saveMatch';
import { saveMatchSchema } from './schemas';

const saveMatchRoute = defineRoute({
  name: 'saveMatch',
  access: 'admin',
  transaction: true,
  summary:
    "One match in one transaction: result, trivia, every player's statistics, fantasy scoring, world ranks and the season pointer.",
  input: saveMatchSchema,
  async handler({ input, db, deps, user, publish }) {
    const fixture: LiveFixture | undefined = await db('fixtures')
      .where({ season: input.season, matchId: input.matchID })
      .first('id', 'season', 'round', 'date', 'match_id');
    const save = () => saveMatch(db as Parameters<typeof saveMatch>[0], input, deps.now());
    // An unknown match is saveMatch's own 404.
    const saved = fixture ? await withLiveEntries(db, fixture, deps.now(), publish, save) : await save();
    const { season } = input;
    // Names the match and its admin: a form open on it elsewhere says who saved it.
    publish(busMessage('fixtures:updated', { season, matchID: input.matchID, savedBy: user.username }, [EVERYONE]));
    publish(busMessage('stats:updated', { season }, [EVERYONE]));
    // One small event; each open page refetches its own rank (see docs/ARCHITECTURE.md).
    publish(busMessage('rankings:updated', { season, round: input.round, matchID: input.matchID }, [EVERYONE]));
    if (saved.pointerMoved) publish(busMessage('deadline', await readDeadline(db, deps.now()), [EVERYONE]));
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
  },
});

export const matchRoutes = [saveMatchRoute];
