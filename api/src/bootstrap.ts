import type { Knex } from 'knex';
import type { AppConfig } from './config';
import { migrate, type Database } from './platform/db/database';
import { recordMissingImageSizes } from './clubPlayers/imageSizes';
import { countRows } from './platform/db/queryResults';
import { loadDemoClub } from './demo/loadDemoClub';
import type { Logger } from './logger';
import { hashPassword, verifyPassword } from './accounts/passwords';
import { deleteSessionsOf, insertUserRow, updateUsers } from './accounts/userWrites';

/**
 * What happens before the first request: the schema is brought up to date, an empty
 * club is filled with the demo when the config asks for it (`config.demo`: the embedded
 * database unless DEMO=0, PostgreSQL only with DEMO=1), and the operator's admin exists.
 */
export async function prepareDatabase(db: Database, config: AppConfig, log: Logger, now: Date): Promise<void> {
  await oneProcessAtATime(db, () => prepareSchemaAndData(db, config, log, now));
}

/** An advisory lock of this project's own: one process prepares the database at a time. */
const PREPARE_LOCK = 7_301_917;

/**
 * Several web processes started together on an empty PostgreSQL database (a Procfile runner,
 * a deploy): the first migrates and loads the demo, the others wait on the lock and then find
 * the work done. Before, two raced and one crashed on the migration lock or on the demo's
 * rows. The lock is held by a transaction on one connection while the work runs on others;
 * PGlite has one connection and one process, and needs none.
 */
async function oneProcessAtATime(db: Database, work: () => Promise<void>): Promise<void> {
  if (db.kind === 'pglite') return work();
  const holder = await db.knex.transaction();
  try {
    await holder.raw('SELECT pg_advisory_xact_lock(?)', [PREPARE_LOCK]);
    await work();
  } finally {
    await holder.commit();
  }
}

async function prepareSchemaAndData(db: Database, config: AppConfig, log: Logger, now: Date): Promise<void> {
  await migrate(db.knex);
  if (config.demo && (await isEmptyClub(db.knex))) {
    const started = performance.now();
    const summary = await loadDemoClub(db.knex, now);
    log.info({ ms: Math.round(performance.now() - started), season: summary.currentSeason }, 'demo club loaded');
  }
  const sized = await recordMissingImageSizes(db.knex);
  if (sized > 0) log.info({ images: sized }, 'sizes of older pictures recorded');
  if (config.adminUsername && config.adminPassword) {
    await ensureAdmin(db.knex, config.adminUsername, config.adminPassword);
    log.info({ username: config.adminUsername.toLowerCase() }, 'operator admin account ensured');
  }
}

export async function isEmptyClub(knex: Knex): Promise<boolean> {
  const [fixtures, players] = await Promise.all([countRows(knex('fixtures')), countRows(knex('players'))]);
  return fixtures === 0 && players === 0;
}

/** ADMIN_USERNAME/ADMIN_PASSWORD: that account exists, is an admin and has that password. */
export async function ensureAdmin(knex: Knex, username: string, password: string): Promise<void> {
  const name = username.trim().toLowerCase();
  const existing = await knex('users').whereRaw('lower(username) = ?', [name]).first('id', 'passwordHash');
  // Before the server starts (or from the operator's command line) no process keeps this user.
  const publish = () => undefined;
  if (existing && (await verifyPassword(existing.passwordHash, password))) {
    await updateUsers({ db: knex, publish }, { id: existing.id }, { isAdmin: 1 });
    return;
  }
  const passwordHash = await hashPassword(password);
  await knex.transaction(async (trx) => {
    if (existing) {
      // A new password ends the sessions that were opened with the old one.
      await updateUsers({ db: trx, publish }, { id: existing.id }, { passwordHash, isAdmin: 1 });
      await deleteSessionsOf({ db: trx, publish }, existing.id);
    } else {
      await insertUserRow({ db: trx }, { username: name, passwordHash, teamName: name, isAdmin: 1, isPoster: 1 });
    }
  });
}
