import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import { displayTeamName, type AuditKind, type AuditSnapshot } from '@vsf/engine';
import { type AuditAction } from '@vsf/contract';
import { recordAudit, type AuditActor } from './recordAudit';
import { selectFixtures } from '../../match/fixtures/fixtureRows';
import { clubPlayerSnapshot, fixtureSnapshot, matchSnapshot, toFixtureSnapshot, userSnapshot } from './snapshots';

/**
 * One line per write: each write route wraps its change in the hook of the object's kind,
 * which reads the object before and after (inside the route's transaction) and logs what
 * changed, with a short Norwegian summary. A write that changed nothing logs nothing.
 */

/** The route's signed-in user (or the new user, for a registration). */
type Actor = { userID: number; username: string } | null;

const actorOf = (user: Actor): AuditActor | null => (user ? { id: user.userID, username: user.username } : null);

const text = (snapshot: AuditSnapshot, field: string): string => String(snapshot?.[field] ?? '');

interface Target {
  kind: AuditKind;
  read: () => Promise<AuditSnapshot>;
  objectID: (before: AuditSnapshot, after: AuditSnapshot) => string | number;
  summary: (action: AuditAction, before: AuditSnapshot, after: AuditSnapshot) => string;
  /** Forces the action (a reopen); otherwise it follows from the snapshots. */
  action?: AuditAction;
  /** Which action the snapshots show, when not merely which of them exist. */
  actionOf?: (before: AuditSnapshot, after: AuditSnapshot) => AuditAction;
}

function existenceAction(before: AuditSnapshot, after: AuditSnapshot): AuditAction {
  if (before === null) return 'create';
  return after === null ? 'delete' : 'update';
}

async function audited<T>(db: Knex, user: Actor, target: Target, write: () => Promise<T>): Promise<T> {
  const before = await target.read();
  const result = await write();
  const after = await target.read();
  if (!target.action && isDeepStrictEqual(before, after)) return result;
  const action = target.action ?? (target.actionOf ?? existenceAction)(before, after);
  await recordAudit(db, actorOf(user), {
    kind: target.kind,
    action,
    objectID: target.objectID(before, after),
    summary: target.summary(action, before, after),
    before,
    after,
  });
  return result;
}

/** Logs an object that has just been created (its id is known only after the insert). */
async function created(db: Knex, user: Actor, target: Omit<Target, 'action'>): Promise<void> {
  const after = await target.read();
  await recordAudit(db, actorOf(user), {
    kind: target.kind,
    action: 'create',
    objectID: target.objectID(null, after),
    summary: target.summary('create', null, after),
    before: null,
    after,
  });
}

// --- matches: the result, trivia and the players' lines ---

const teams = (snapshot: AuditSnapshot) =>
  `${displayTeamName(text(snapshot, 'homeTeam'))} – ${displayTeamName(text(snapshot, 'awayTeam'))}`;
const score = (snapshot: AuditSnapshot) =>
  snapshot?.homeTeamScore === null || snapshot?.homeTeamScore === undefined
    ? 'uten resultat'
    : `${text(snapshot, 'homeTeamScore')}–${text(snapshot, 'awayTeamScore')}`;

function matchSummary(action: AuditAction, before: AuditSnapshot, after: AuditSnapshot): string {
  const name = teams(after ?? before);
  if (action === 'reopen') return `Kampen ${name} er åpnet igjen (var ${score(before)})`;
  if (action === 'create') return `Resultat lagt inn: ${name} ${score(after)}`;
  if (after?.homeTeamScore === null) return `Resultat fjernet: ${name}`;
  return `Kamp endret: ${name} ${score(after)}`;
}

/** A write to a match's result or statistics. Entering a result where there was none is its creation. */
export function auditMatch<T>(
  db: Knex,
  user: Actor,
  fixture: { id: number; matchId: string },
  write: () => Promise<T>,
  reopen = false,
): Promise<T> {
  const read = () => matchSnapshot(db, fixture.id);
  return audited(
    db,
    user,
    {
      kind: 'match',
      read,
      objectID: () => fixture.matchId,
      action: reopen ? 'reopen' : undefined,
      actionOf: (before, after) =>
        before?.homeTeamScore === null && after?.homeTeamScore !== null ? 'create' : 'update',
      summary: matchSummary,
    },
    write,
  );
}

// --- fixtures: the schedule ---

const fixtureName = (snapshot: AuditSnapshot) => `${teams(snapshot)} ${text(snapshot, 'date')}`;
const FIXTURE_VERB: Record<AuditAction, string> = {
  create: 'Kamp lagt til',
  update: 'Kamp endret i kampprogrammet',
  delete: 'Kamp slettet',
  reopen: 'Kamp åpnet igjen',
};

function fixtureTarget(db: Knex, fixtureId: number): Omit<Target, 'action'> {
  return {
    kind: 'fixture',
    read: () => fixtureSnapshot(db, fixtureId),
    objectID: (before, after) => text(after ?? before, 'matchID'),
    summary: (action, before, after) => `${FIXTURE_VERB[action]}: ${fixtureName(after ?? before)}`,
  };
}

export const auditFixture = <T>(db: Knex, user: Actor, fixtureId: number, write: () => Promise<T>): Promise<T> =>
  audited(db, user, fixtureTarget(db, fixtureId), write);

export const recordFixtureCreated = (db: Knex, user: Actor, fixtureId: number): Promise<void> =>
  created(db, user, fixtureTarget(db, fixtureId));

/**
 * The season-end deletion of fixtures never played (saving the last match, 'Avslutt
 * sesongen', the spec's separate deletion call): one 'delete' line per fixture it removed.
 */
export async function auditSeasonEndDeletions<T>(
  db: Knex,
  user: Actor,
  season: number,
  write: () => Promise<T>,
): Promise<T> {
  const rows = await selectFixtures(db).where('fixtures.season', season).whereNull('fixtures.home_score');
  const before = new Map(rows.map((row) => [row.id, toFixtureSnapshot(row)]));
  const result = await write();
  const ids = [...before.keys()];
  const left = new Set<number>(ids.length ? await db('fixtures').whereIn('id', ids).pluck('id') : []);
  for (const [id, snapshot] of before) {
    if (left.has(id)) continue;
    await recordAudit(db, actorOf(user), {
      kind: 'fixture',
      action: 'delete',
      objectID: text(snapshot, 'matchID'),
      summary: `Kamp uten resultat slettet ved sesongslutt: ${fixtureName(snapshot)}`,
      before: snapshot,
      after: null,
    });
  }
  return result;
}

// --- users ---

/** 'Bruker opprettet', 'Spiller slettet': users and club players are never reopened. */
const objectVerbs = (noun: string): Record<AuditAction, string> => ({
  create: `${noun} opprettet`,
  update: `${noun} endret`,
  delete: `${noun} slettet`,
  reopen: `${noun} endret`,
});

const USER_VERB = objectVerbs('Bruker');

function userTarget(db: Knex, userID: number): Omit<Target, 'action'> {
  return {
    kind: 'user',
    read: () => userSnapshot(db, userID),
    objectID: () => userID,
    summary: (action, before, after) => `${USER_VERB[action]}: ${text(after ?? before, 'username')}`,
  };
}

export const auditUser = <T>(db: Knex, user: Actor, userID: number, write: () => Promise<T>): Promise<T> =>
  audited(db, user, userTarget(db, userID), write);

export const recordUserCreated = (db: Knex, user: Actor, userID: number): Promise<void> =>
  created(db, user, userTarget(db, userID));

/** A password change: only that it happened, never a hash or a password. */
export const recordPasswordChanged = (db: Knex, user: { userID: number; username: string }): Promise<void> =>
  recordAudit(db, actorOf(user), {
    kind: 'user',
    action: 'update',
    objectID: user.userID,
    summary: `Passord endret: ${user.username}`,
    before: null,
    after: null,
  });

// --- club players ---

const PLAYER_VERB = objectVerbs('Spiller');

function clubPlayerTarget(db: Knex, playerID: number): Omit<Target, 'action'> {
  return {
    kind: 'clubPlayer',
    read: () => clubPlayerSnapshot(db, playerID),
    objectID: () => playerID,
    summary: (action, before, after) => {
      const snapshot = after ?? before;
      return `${PLAYER_VERB[action]}: ${text(snapshot, 'firstName')} ${text(snapshot, 'lastName')}`;
    },
  };
}

export const auditClubPlayer = <T>(db: Knex, user: Actor, playerID: number, write: () => Promise<T>): Promise<T> =>
  audited(db, user, clubPlayerTarget(db, playerID), write);

export const recordClubPlayerCreated = (db: Knex, user: Actor, playerID: number): Promise<void> =>
  created(db, user, clubPlayerTarget(db, playerID));
