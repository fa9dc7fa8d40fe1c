import { defineRoute } from '../http/route';
import { announceSavedMatch } from './announceSaved';
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
    return announceSavedMatch(db, deps.now(), publish, input, saved, user.username);
  },
});

export const matchRoutes = [saveMatchRoute];
