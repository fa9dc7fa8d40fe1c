import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules that refuse `source` written in a (not existing) file at `file`. */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: `${root}${file}` });
  return (result?.messages ?? []).flatMap((message) => (message.ruleId ? [message.ruleId] : []));
}

describe('users and sessions are written only through api/src/accounts/userWrites.ts', () => {
  it.each([
    "export const f = (db) => db('users').where('id', 1).update({ isAdmin: 1 });",
    "export const f = (db) => db('sessions').where('user_id', 1).delete();",
    "export const f = (db) => db('users').insert({ username: 'a' });",
    "export const f = (db) => db.from('sessions').where('id', 'x').del();",
    "export const f = (db) => db.insert({ username: 'a' }).into('users');",
    "export const f = (db) => db.raw('UPDATE users SET is_admin = 1');",
    'export const f = (db, id) => db.raw(`delete from sessions where user_id = ${id}`);',
  ])('api/src refuses %s', async (source) => {
    expect(await refusals('api/src/probe/probe.ts', source)).toContain('no-restricted-syntax');
  });

  it.each([
    ['api/src/probe/probe.ts', "export const f = (db) => db('users').where('id', 1).first('id');"],
    ['api/src/probe/probe.ts', "export const f = (db) => db('players').where('users.id', 1).update({ userId: null });"],
    [
      'api/src/probe/probe.ts',
      "export const f = (db) => db('fantasy_teams as t').join('users as u', 'u.id', 't.user_id').select('u.id');",
    ],
    ['api/src/accounts/userWrites.ts', "export const f = (db) => db('users').where('id', 1).update({ isAdmin: 1 });"],
    ['api/src/probe/probe.test.ts', "export const f = (db) => db('users').where('id', 1).update({ isAdmin: 1 });"],
  ])('%s may write %s', async (file, source) => {
    expect(await refusals(file, source)).not.toContain('no-restricted-syntax');
  });
});
