import { type FantasyTeam } from '@vsf/contract';
import type { Knex } from 'knex';
import {
  announcementText,
  boostUsedFlags,
  chosenPlayers,
  remainingSubstitutions,
  validateTeam,
  type Announcement,
  type Boost,
} from '@vsf/engine';
import { withAnnouncements } from '../announcements';
import { prepared } from '../platform/db/preparedStatements';
import { joined } from '../platform/db/queryResults';
import type { FantasyTeamTableRow } from '../platform/db/tables';
import { HttpError } from '../platform/http/errors';
import { readSaveContext, type SeasonTeam } from './saveContext';
import { toFantasyTeam, type TeamRow } from './teamRows';
import { TEAM_SLOTS, teamPlayerIds } from './teamSlots';
import type { UpdateTeamInput } from './schemas';

/** The stored team's columns the answer needs (its owner's names come from the read). */
const STORED_COLUMNS = [
  'id',
  'userId',
  ...TEAM_SLOTS,
  'captainId',
  'activeBoost',
  'attackBoostUsed',
  'defenceBoostUsed',
  'superCaptainUsed',
  'remainingSubs',
  'roundPoints',
  'totalPoints',
] as const;

type StoredTeam = Omit<TeamRow, 'username' | 'teamName'>;

/**
 * updateFantasyTeam (001 §7): every rule is the engine's validateTeam, fed from the
 * server's own rows (the season pointer, active players, earlier rounds), never from the
 * body's flags. The first broken rule answers 400 with its Norwegian text and nothing is
 * written. On success the row is stored and the bot's announcements are queued by the same
 * statement, so they exist only if the save commits.
 *
 * Two statements in all (docs/PERFORMANCE.md, the deadline rush): one read of everything
 * the rules need, one write. No transaction spans them: under PostgreSQL's read committed
 * one would not stop another save from writing between them either, and concurrent saves
 * of one team end in the last one's state, as with one (the upsert takes the row's lock).
 */
export async function saveTeam(db: Knex, userId: number, input: UpdateTeamInput, now: Date): Promise<FantasyTeam> {
  const players = TEAM_SLOTS.map((slot) => input[slot]);
  const captain = input.captain > 0 ? input.captain : null;
  const asked = [...chosenPlayers(players), ...(captain === null ? [] : [captain])];
  const { fixture, pointer, owner, history, saved, activePlayerIDs, names } = await readSaveContext(
    db,
    userId,
    input,
    asked,
  );
  const [problem] = validateTeam(
    { players, captain, activeBoost: input.activeBoost },
    {
      isCurrentRound: pointer.season === fixture.season && pointer.matchID === fixture.matchId,
      matchDate: fixture.date,
      now,
      activePlayerIDs,
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
  const upsert = joined<StoredTeam>(
    db('fantasy_teams')
      .insert({ userId, fixtureId: fixture.id, totalPoints: history.previousTotalPoints, ...columns })
      .onConflict(['user_id', 'fixture_id'])
      // Object.keys answers string[]; these are the keys of the row written just above.
      .merge(Object.keys(columns) as (keyof FantasyTeamTableRow)[])
      .returning(STORED_COLUMNS),
  );
  const announcements = changesToAnnounce(saved, history.previousPlayers, chosen, captain, input.activeBoost);
  const texts = announcementTexts(announcements, (playerID) => names.get(playerID) ?? '');
  // A few texts (by the number of announcements), each planned once per connection.
  const [stored] = await prepared(withAnnouncements(db, upsert, texts, now));
  if (!stored) throw new Error('the upsert answered no row');
  return toFantasyTeam({ ...stored, ...owner }, fixture, false);
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
  saved: SeasonTeam | null,
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
function announcementTexts(pending: readonly PendingAnnouncement[], name: (playerID: number) => string): string[] {
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
