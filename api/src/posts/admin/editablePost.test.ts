import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type PolicyObjects } from '../../platform/authz/policies';
import type { Database } from '../../platform/db/database';
import { findUserById } from '../../accounts';
import { openTestDatabase } from '../../testing/testDatabase';
import { whereEditableBy } from './editablePost';
import { expectRow } from '../../testing/rows';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('demo');
});
afterAll(() => db.close());

describe("the editor's list (whereEditableBy)", () => {
  it.each(['admin', 'skribent', 'spiller', 'vsffan'])(
    "holds exactly the articles the post 'edit' policy lets %s edit",
    async (username) => {
      const knex = db.knex;
      const { id } = expectRow(await knex('users').where({ username }).first('id'));
      const user = (await findUserById(knex, id))!;
      const articles: (PolicyObjects['post'] & { id: number })[] = await knex('posts')
        .where('is_feed', 0)
        .select('id', 'written_by_id', 'public_view', 'admin_view', 'poster_view', 'player_view', 'fantasy_view');
      const listed = await whereEditableBy(knex('posts').where('posts.is_feed', 0), user).pluck('posts.id');
      const allowed = articles.filter((post) => can(user, 'edit', { post })).map((post) => post.id);
      expect(allowed.length).toBeGreaterThan(0);
      expect(listed.sort((a, b) => a - b)).toEqual(allowed.sort((a, b) => a - b));
    },
  );
});
