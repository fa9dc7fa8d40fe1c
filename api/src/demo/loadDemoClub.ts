import type { Knex } from 'knex';
import { osloToday, remainingSubstitutions, substitutionAllowance } from '@vsf/engine';
import { loadDemoData, type DemoSummary } from '@vsf/migrations';
import { recordMissingImageSizes } from '../clubPlayers';
import { joined } from '../platform/db/queryResults';
import { updateIntColumnsById } from '../platform/db/sqlArrays';
import { TEAM_SLOTS, teamPlayerIds, type TeamSlotColumns } from '../fantasy';
import { rescoreSeason } from '../match';
import { hashPassword } from '../accounts';
import { DEMO_PASSWORD } from './demoPassword';

/**
 * The demo generator writes what people would have entered (results, statistics,
 * picks); everything the rules derive from those is computed here by the engine,
 * exactly as when an admin saves a match.
 */
export async function loadDemoClub(knex: Knex, now: Date): Promise<DemoSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await loadDemoData(knex, { today: osloToday(now), now, passwordHash });
  // The demo's pictures are drawings (SVG): they get their size, and need no narrower files.
  await recordMissingImageSizes(knex);
  await knex.transaction(async (trx) => {
    for (const season of summary.seasons) {
      await deriveRemainingSubstitutions(trx, season);
      await rescoreSeason(trx, season);
    }
  });
  return summary;
}

async function deriveRemainingSubstitutions(trx: Knex.Transaction, season: number): Promise<void> {
  const teams = await joined<{ id: number; userId: number } & TeamSlotColumns>(
    trx('fantasy_teams as t')
      .join('fixtures as f', 'f.id', 't.fixture_id')
      .where('f.season', season)
      .select('t.id', 't.user_id', ...TEAM_SLOTS.map((slot) => `t.${slot}`))
      .orderBy(['f.date', 'f.time', 'f.match_id']),
  );
  const previous = new Map<number, { players: number[]; remaining: number | null }>();
  const carried: { id: number; remainingSubs: number | null }[] = [];
  for (const team of teams) {
    const before = previous.get(team.userId) ?? null;
    const allowance = substitutionAllowance(before?.remaining ?? null, false, before !== null);
    const players = teamPlayerIds(team);
    const left = remainingSubstitutions(allowance, before?.players ?? null, players);
    previous.set(team.userId, { players, remaining: left });
    carried.push({ id: team.id, remainingSubs: left });
  }
  await updateIntColumnsById(trx, 'fantasy_teams', ['remainingSubs'], carried);
}
