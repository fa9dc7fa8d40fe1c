import type { Knex } from 'knex';
import type { FantasyTeamTableRow } from '../db/tables';
import {
  announcementText,
  boostUsedFlags,
  chosenPlayers,
  playerDisplayName,
  remainingSubstitutions,
  validateTeam,
  type Announcement,
  type Boost,
  type FantasyTeam,
} from '@vsf/engine';
import { scheduleAnnouncements } from '../announcements/scheduleAnnouncements';
import { HttpError } from '../http/errors';
import { readSeasonPointer } from '../season/seasonState';
import { roundFixture } from './roundFixture';
import { teamHistory } from './teamContext';
import { teamOfUser, toFantasyTeam, type TeamRow } from './teamRows';
import { TEAM_SLOTS, teamPlayerIds } from './teamSlots';
import type { UpdateTeamInput } from './schemas';
import { concurrently } from '../db/concurrently';

/**
 * updateFantasyTeam (001 §7): every rule is the engine's validateTeam, fed from the
 * server's own rows (the season pointer, active players, earlier rounds), never from the
 * body's flags. The first broken rule answers 400 with its Norwegian text and nothing is
 * written. On success the row is stored and the bot's announcements are queued in the
 * same transaction, so they exist only if the save commits.
 */
export async function saveTeam(
  trx: Knex.Transaction,
  userId: number,
  input: UpdateTeamInput,
  now: Date,
): Promise<FantasyTeam> {
  const fixture = await roundFixture(trx, input.season, input.matchID);
  const [pointer, activePlayerIDs, history, saved] = await concurrently(trx, [
    () => readSeasonPointer(trx),
    () => trx('players').where({ active: 1 }).pluck('id'),
    () => teamHistory(trx, userId, fixture),
    () => teamOfUser(trx, fixture.id, userId),
  ] as const);
  const players = TEAM_SLOTS.map((slot) => input[slot]);
  const captain = input.captain > 0 ? input.captain : null;
  const [problem] = validateTeam(
    { players, captain, activeBoost: input.activeBoost },
    {
      isCurrentRound: pointer.season === fixture.season && pointer.matchID === fixture.matchId,
      matchDate: fixture.date,
      now,
      activePlayerIDs: new Set(activePlayerIDs),
      previousPlayers: history.previousPlayers,
      allowance: history.allowance,
      boostsUsedEarlier: history.boostsUsedEarlier,
    },
  );
  if (problem) throw new HttpError(400, problem.message);

  // validateTeam guarantees 7 distinct players, so the slots are filled in order.
  const chosen = chosenPlayers(players);
  const columns = {
    ...Object.fromEntries(TEAM_SLOTS.map((slot, index) => [slot, chosen[index]])),
    captainId: captain,
    activeBoost: input.activeBoost,
    ...boostUsedFlags(history.boostsUsedEarlier, input.activeBoost),
    remainingSubs: remainingSubstitutions(history.allowance, history.previousPlayers, chosen),
    updatedAt: now,
  };
  await trx('fantasy_teams')
    .insert({ userId, fixtureId: fixture.id, totalPoints: history.previousTotalPoints, ...columns })
    .onConflict(['user_id', 'fixture_id'])
    // Object.keys answers string[]; these are the keys of the row written just above.
    .merge(Object.keys(columns) as (keyof FantasyTeamTableRow)[]);

  const announcements = changesToAnnounce(saved, history.previousPlayers, chosen, captain, input.activeBoost);
  await scheduleAnnouncements(trx, await announcementTexts(trx, announcements), now);

  const stored = await teamOfUser(trx, fixture.id, userId);
  if (!stored) throw new Error('the saved team was not found in its own transaction');
  return toFantasyTeam(stored, fixture, false);
}

type PendingAnnouncement =
  | { kind: 'captain'; player: number }
  | { kind: 'swap'; playerIn: number; playerOut: number }
  | { kind: 'boost'; boost: Boost };

/**
 * What the save changed against the stored team (001 §9): a new captain, each player
 * swapped in paired with one swapped out (in slot order), a newly activated boost. The
 * season's first selection has nothing to swap against, so it announces no swaps.
 */
function changesToAnnounce(
  saved: TeamRow | null,
  previousPlayers: readonly number[] | null,
  players: readonly number[],
  captain: number | null,
  activeBoost: Boost | null,
): PendingAnnouncement[] {
  // Without a stored team this round (none carried to it) the swaps are against the previous round's.
  const before = saved ? teamPlayerIds(saved) : (previousPlayers ?? []);
  const announcements: PendingAnnouncement[] = [];
  if (captain !== null && captain !== saved?.captainId) announcements.push({ kind: 'captain', player: captain });
  if (before.length > 0) {
    const into = players.filter((playerID) => !before.includes(playerID));
    const out = before.filter((playerID) => !players.includes(playerID));
    into.forEach((playerIn, index) => {
      const playerOut = out[index];
      if (playerOut !== undefined) announcements.push({ kind: 'swap', playerIn, playerOut });
    });
  }
  if (activeBoost !== null && activeBoost !== saved?.activeBoost)
    announcements.push({ kind: 'boost', boost: activeBoost });
  return announcements;
}

/** The engine's texts, with the players' display names. */
async function announcementTexts(db: Knex, pending: readonly PendingAnnouncement[]): Promise<string[]> {
  if (pending.length === 0) return [];
  const ids = pending.flatMap((a) =>
    a.kind === 'captain' ? [a.player] : a.kind === 'swap' ? [a.playerIn, a.playerOut] : [],
  );
  const rows = await db('players').whereIn('id', ids).select('id', 'nickname', 'firstName', 'lastName');
  const names = new Map(rows.map((row) => [row.id, playerDisplayName(row)]));
  const name = (playerID: number) => names.get(playerID) ?? '';
  return pending.map((a) => {
    const announcement: Announcement =
      a.kind === 'captain'
        ? { kind: 'captain', player: name(a.player) }
        : a.kind === 'swap'
          ? { kind: 'swap', playerIn: name(a.playerIn), playerOut: name(a.playerOut) }
          : a;
    return announcementText(announcement);
  });
}
