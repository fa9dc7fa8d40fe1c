import { z } from 'zod';
import { EVERYONE, busMessage } from '@vsf/contract';
import { defineRoute } from '../../platform/http/route';
import { auditSeasonEndDeletions } from '../../platform/audit/auditHooks';
import { readDeadline } from '../../match';
import { readSeasonPointer } from '../seasonState';
import { endSeason, startSeason } from './seasonMoves';

const endSeasonRoute = defineRoute({
  name: 'endSeason',
  access: 'admin',
  transaction: true,
  summary: 'End the season: unplayed fixtures deleted, pointer to round 0 / endOfSeason (002 §4.2).',
  input: z.object({}),
  async handler({ db, deps, publish, user }) {
    const { season } = await readSeasonPointer(db);
    const ended = await auditSeasonEndDeletions(db, user, season, () =>
      endSeason(db as Parameters<typeof endSeason>[0]),
    );
    publish(busMessage('season:changed', { season: ended.season }, [EVERYONE]));
    publish(busMessage('fixtures:updated', { season: ended.season }, [EVERYONE]));
    publish(busMessage('deadline', await readDeadline(db, deps.now()), [EVERYONE]));
    return { msg: 'Sesongen er avsluttet...', deletedFixtures: ended.deleted };
  },
});

const startSeasonRoute = defineRoute({
  name: 'startSeason',
  access: 'admin',
  transaction: true,
  summary: 'Start the next season in one transaction (002 §4.2).',
  input: z.object({}),
  async handler({ db, deps, publish }) {
    const started = await startSeason(db as Parameters<typeof startSeason>[0], publish);
    publish(busMessage('season:changed', { season: started.season }, [EVERYONE]));
    publish(busMessage('fixtures:updated', { season: started.season }, [EVERYONE]));
    publish(busMessage('deadline', await readDeadline(db, deps.now()), [EVERYONE]));
    return {
      msg: `Systemet er nå satt til sesongen ${started.season}.`,
      thisYear: started.pointer.season,
      thisRound: started.pointer.round,
      thisMatchID: started.pointer.matchID,
    };
  },
});

export const seasonAdminRoutes = [endSeasonRoute, startSeasonRoute];
