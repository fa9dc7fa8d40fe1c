import { AVAILABILITY_MESSAGES, isBeforeKickoff, type AvailabilityStatus } from '@vsf/engine';
import type { AvailabilitySummary } from '@vsf/contract';
import { emptySchema } from '../accounts';
import { recordAudit } from '../platform/audit/recordAudit';
import { HttpError } from '../platform/http/errors';
import { defineRoute } from '../platform/http/route';
import { readAllAnswers } from './answers';
import { squadUpdated } from './announce';
import { comingFixtures, readClockedFixture, toAvailabilityMatch } from './matchFacts';
import { writePlayerOutNotices } from './playerOutNotices';
import { matchOnlySchema, publishSquadSchema } from './schemas';
import { readMatchSquad, readSquadFacts, refuseSquadPlayers, writeSquad } from './squads';
import { readPlayerStatuses } from './statuses';

const publishSquad = defineRoute({
  name: 'publishSquad',
  access: 'admin',
  transaction: true,
  summary:
    "Publishes a fixture's squad ('Tropp'), or changes it, until kick-off; the managers holding a player left out are told.",
  input: publishSquadSchema,
  async handler({ input, db, deps, user, publish }) {
    const fixture = await readClockedFixture(db, input.matchID);
    const now = deps.now();
    if (!isBeforeKickoff(fixture.clock, now)) throw new HttpError(400, AVAILABILITY_MESSAGES.squadClosed);
    await refuseSquadPlayers(db, input.playerIDs);
    const before = await readMatchSquad(db, fixture.row.id, fixture.row.matchId);
    const change = await writeSquad(db, fixture.row.id, input.playerIDs, user.userID, now);
    const squad = await readMatchSquad(db, fixture.row.id, fixture.row.matchId);
    const { homeTeam, awayTeam } = fixture.row;
    await recordAudit(
      db,
      { id: user.userID, username: user.username },
      {
        kind: 'match',
        action: change.firstPublication ? 'create' : 'update',
        objectID: fixture.row.matchId,
        summary: `${change.firstPublication ? 'Troppen publisert' : 'Troppen endret'} for ${homeTeam}–${awayTeam}`,
        before: before.published ? { squad: before.players.map((player) => player.playerID) } : null,
        after: { squad: input.playerIDs },
      },
    );
    publish(squadUpdated(fixture));
    const notices = await writePlayerOutNotices(db, fixture, now);
    if (notices) publish(notices);
    return { squad };
  },
});

const getSquad = defineRoute({
  name: 'getSquad',
  access: 'anyone',
  summary: "A fixture's published squad ('Tropp'): published or not, its players, and when.",
  input: matchOnlySchema,
  async handler({ input, db }) {
    const { row } = await readClockedFixture(db, input.matchID);
    return { squad: await readMatchSquad(db, row.id, row.matchId) };
  },
});

const getPlayerStatuses = defineRoute({
  name: 'getPlayerStatuses',
  access: 'anyone',
  summary:
    "Every club player's status for a fixture: 'inSquad', 'unsure', 'unavailable', 'notInSquad' or null (nothing known).",
  input: matchOnlySchema,
  async handler({ input, db }) {
    const { row } = await readClockedFixture(db, input.matchID);
    const statuses = await readPlayerStatuses(db, row.id);
    return {
      matchID: row.matchId,
      statuses: [...statuses].map(([playerID, status]) => ({ playerID, status })),
    };
  },
});

const getAvailabilityOverview = defineRoute({
  name: 'getAvailabilityOverview',
  access: 'admin',
  summary: "The season's coming fixtures with their answers counted and their squad's state.",
  input: emptySchema,
  async handler({ db, deps }) {
    const now = deps.now();
    const fixtures: AvailabilitySummary[] = [];
    for (const fixture of await comingFixtures(db, now)) {
      const answers = await readAllAnswers(db, fixture.row.id);
      const counts: Record<AvailabilityStatus | 'notAnswered', number> = {
        available: 0,
        unsure: 0,
        unavailable: 0,
        notAnswered: 0,
      };
      for (const answer of answers) counts[answer.status ?? 'notAnswered'] += 1;
      const squad = await readSquadFacts(db, fixture.row.id);
      fixtures.push({
        match: toAvailabilityMatch(fixture, now),
        counts,
        squad: { published: squad !== null, size: squad?.playerIDs.size ?? 0 },
      });
    }
    return { fixtures };
  },
});

export const squadRoutes = [publishSquad, getSquad, getPlayerStatuses, getAvailabilityOverview];
