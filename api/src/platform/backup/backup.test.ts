import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { rawRows } from '../db/queryResults';
import { openTestDatabase } from '../../testing/testDatabase';
import { BackupRefused, restoreBackup, writeBackup } from './backup';
import { clubTables } from './schemaInfo';
import { buildServerIfStale } from '../../testing/startBuiltServer';

const dir = mkdtempSync(join(tmpdir(), 'vsf-backup-'));
const file = join(dir, 'klubben.jsonl.gz');

/** Every club table's rows, as text, in key order: two databases with the same snapshot hold the same. */
async function snapshot(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await clubTables(db.knex)) {
    const order = table.key.length > 0 ? table.key : table.columns.map((column) => column.name);
    const rows = rawRows(
      await db.knex.raw(`SELECT * FROM ?? ORDER BY ${order.map(() => '??').join(', ')}`, [table.name, ...order]),
    );
    out[table.name] = JSON.stringify(rows);
  }
  return out;
}

/** A backup of the demo club restores into an empty database of either kind as it was. */
describe('backup and restore', () => {
  let source: Database;
  let target: Database;

  beforeAll(async () => {
    [source, target] = await Promise.all([openTestDatabase('demo'), openTestDatabase('empty')]);
    // What JSON could get wrong: bytes, a jsonb array and object, a timestamp with milliseconds.
    const [image] = rawRows<{ id: number }>(
      await source.knex.raw(
        'INSERT INTO images (content_type, bytes, etag, width, height) VALUES (?, ?, ?, ?, ?) RETURNING id',
        ['image/webp', Buffer.from([0, 1, 2, 255]), 'etag-1', 1600, 900],
      ),
    );
    // A narrower file of it (migration 0013): bytes in a table keyed by two columns.
    await source.knex.raw('INSERT INTO image_sizes (image_id, width, height, bytes, etag) VALUES (?, ?, ?, ?, ?)', [
      image!.id,
      320,
      180,
      Buffer.from([255, 0, 7]),
      'etag-1-320',
    ]);
    await source.knex.raw(
      'INSERT INTO audit_log (kind, action, object_id, summary, before, after, at) VALUES (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)',
      [
        'player',
        'update',
        '7',
        'Sjekk av sikkerhetskopien',
        JSON.stringify([1, 'to', { tre: 3 }]),
        JSON.stringify({ navn: 'Ola', liste: [] }),
        new Date('2026-11-28T10:00:00.123Z'),
      ],
    );
  });
  afterAll(async () => {
    await Promise.allSettled([source.close(), target.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every row of every table, and new rows get new ids after them', async () => {
    const written = await writeBackup(source.knex, file, new Date('2026-11-28T12:00:00Z'));
    expect(written).toBeGreaterThan(1000);
    expect(await restoreBackup(target.knex, file)).toBe(written);
    expect(await snapshot(target)).toEqual(await snapshot(source));
    const [added] = rawRows<{ id: number }>(
      await target.knex.raw(
        "INSERT INTO audit_log (kind, action, object_id, summary) VALUES ('player', 'update', '1', 'ny') RETURNING id",
      ),
    );
    const [highest] = rawRows<{ max: number }>(await source.knex.raw('SELECT MAX(id) AS max FROM audit_log'));
    expect(added!.id).toBe(highest!.max + 1);
  }, 120_000);

  it('refuses a cut-off file or another file, and changes nothing', async () => {
    const before = await snapshot(target);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const cut = join(dir, 'cut.jsonl.gz');
    writeFileSync(cut, gzipSync(`${lines.slice(0, -10).join('\n')}\n`));
    await expect(restoreBackup(target.knex, cut)).rejects.toThrow(
      new BackupRefused('Sikkerhetskopien er ufullstendig: den slutter før siste rad.'),
    );
    const other = join(dir, 'other.gz');
    writeFileSync(other, gzipSync('{"hei": 1}\n'));
    await expect(restoreBackup(target.knex, other)).rejects.toThrow(
      'Filen er ikke en sikkerhetskopi av klubbens database.',
    );
    expect(await snapshot(target)).toEqual(before);
  }, 60_000);

  it('is what `npm run cli -- backup` writes and `restore` reads, on the embedded database', async () => {
    const root = resolve(import.meta.dirname, '..', '..', '..', '..');
    // `npm run cli` runs the build (scripts/serverBuild.mjs).
    buildServerIfStale();
    const cli = (dataDir: string, ...args: string[]) =>
      promisify(execFile)(process.execPath, ['--enable-source-maps', 'api/dist/cli.js', ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: join(dir, dataDir), DATABASE_URL: '', DEMO: '0' },
      });
    await cli('one', 'demo');
    const saved = join(dir, 'cli.jsonl.gz');
    expect((await cli('one', 'backup', saved)).stdout).toMatch(/Sikkerhetskopien er skrevet til .* \(\d+ rader\)\./);
    expect((await cli('two', 'restore', saved)).stdout).toMatch(/Databasen er gjenopprettet fra .* \(\d+ rader\)\./);
    await expect(cli('two', 'restore', saved)).rejects.toMatchObject({
      stderr: expect.stringContaining('Bruk --replace for å erstatte alt med sikkerhetskopien.'),
    });
    expect((await cli('two', 'restore', saved, '--replace')).stdout).toMatch(/gjenopprettet/);
  }, 180_000);
});
