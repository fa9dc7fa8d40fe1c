import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What CI's second pass runs against PostgreSQL and Redis (scripts/databaseTests.mjs). */
const databaseTests = execFileSync(process.execPath, ['scripts/databaseTests.mjs'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((line) => line !== '');

const testFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`);

const apiTests = [...testFiles('api/src'), ...testFiles('migrations/src'), ...testFiles('realtime-server/src')];

/** The helpers every test database comes from (api/src/testing/testDatabase.ts, testApp.ts, templates.ts). */
const OPENS_A_TEST_DATABASE = /from '(?:\.\.?\/)+(?:testing\/)?(?:testDatabase|testApp|templates)'/;

describe('the second pass against PostgreSQL and Redis', () => {
  it('runs every test file that opens a test database', () => {
    const opening = apiTests.filter((file) => OPENS_A_TEST_DATABASE.test(readFileSync(join(root, file), 'utf8')));
    expect(opening.length).toBeGreaterThan(50);
    expect(opening.filter((file) => !databaseTests.includes(file))).toEqual([]);
  });

  it('runs every test file that reads the database or Redis from the environment', () => {
    const reading = apiTests.filter((file) =>
      /process\.env\.(?:TEST_DATABASE_URL|REDIS_URL)/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(reading).toContainEqual(expect.stringMatching(/\/scaledSite\.test\.ts$/));
    expect(reading.filter((file) => !databaseTests.includes(file))).toEqual([]);
  });

  it('runs the files that use Redis apart from the others, and every file in one of the two', () => {
    const list = (which: string) =>
      execFileSync(process.execPath, ['scripts/databaseTests.mjs', which], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter((line) => line !== '');
    const redis = list('--redis');
    expect(redis).toContainEqual(expect.stringMatching(/\/scaledMode\.test\.ts$/));
    expect([...redis, ...list('--database')].sort()).toEqual(databaseTests);
  });

  it('leaves out the tests that touch neither', () => {
    expect(databaseTests).not.toContainEqual(expect.stringMatching(/\/config\.test\.ts$/));
    expect(databaseTests).not.toContainEqual(expect.stringMatching(/\/realtimeServer\.test\.ts$/));
    expect(databaseTests.every((file) => apiTests.includes(file))).toBe(true);
  });
});
