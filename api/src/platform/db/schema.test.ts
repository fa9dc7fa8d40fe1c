import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from './queryResults';
import { allMigrations } from '@vsf/migrations';
import type { Database } from './database';
import { openTestDatabase } from '../../testing/testDatabase';
import { expectRow } from '../../testing/rows';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('empty');
});
afterAll(() => db.close());

const knex = () => db.knex;

describe('migrations', () => {
  it('are safe to run twice', async () => {
    for (const [, migration] of allMigrations) await migration.up(knex());
    const users = await countRows(knex()('users'));
    expect(users).toBe(1); // only the bot
    const feeds = await knex()('posts').where({ isFeed: 1 }).pluck('id');
    expect(feeds.sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('constraints carry the rules', () => {
  it('keeps usernames unique whatever their case', async () => {
    await knex()('users').insert({ username: 'Ola', passwordHash: 'x', teamName: 'Ola FK' });
    await expect(knex()('users').insert({ username: 'oLA', passwordHash: 'x', teamName: 'Ola 2' })).rejects.toThrow();
  });

  it('allows one team per user per fixture, with no player in two slots', async () => {
    const user = expectRow(
      (await knex()('users').insert({ username: 'kari', passwordHash: 'x', teamName: 'Kari FK' }).returning('id'))[0],
    );
    const pitch = expectRow((await knex()('pitches').insert({ name: 'Banen' }).returning('id'))[0]);
    const tournament = expectRow((await knex()('tournaments').insert({ name: 'Serien' }).returning('id'))[0]);
    const fixture = expectRow(
      (
        await knex()('fixtures')
          .insert({
            season: 2026,
            round: 1,
            date: '2026-05-01',
            weekday: 'Fredag',
            time: '18:00',
            pitchId: pitch.id,
            tournamentId: tournament.id,
            matchId: 'S1',
            homeTeam: 'Vinderen SF',
            awayTeam: 'Heming 2',
          })
          .returning('id')
      )[0],
    );
    const players = await knex()('players')
      .insert(Array.from({ length: 8 }, (_, i) => ({ firstName: `P${i}`, lastName: 'Test' })))
      .returning('id');
    const team = expectRow(
      (
        await knex()('fantasy_teams')
          .insert({
            userId: user.id,
            fixtureId: fixture.id,
            player1: expectRow(players[0]).id,
            player2: expectRow(players[1]).id,
          })
          .returning('id')
      )[0],
    );
    await expect(knex()('fantasy_teams').insert({ userId: user.id, fixtureId: fixture.id })).rejects.toThrow();
    await expect(
      knex()('fantasy_teams')
        .where({ id: team.id })
        .update({ player3: expectRow(players[0]).id }),
    ).rejects.toThrow();
    await knex()('fantasy_teams')
      .where({ id: team.id })
      .update({ player3: expectRow(players[2]).id });

    // A deleted club player leaves the teams that held them (the slots have no foreign key).
    await knex()('players')
      .where({ id: expectRow(players[2]).id })
      .delete();
    expect(expectRow(await knex()('fantasy_teams').where({ id: team.id }).first()).player3).toBeNull();

    // Deleting the fixture takes the match's fantasy data with it (002 §7A).
    await knex()('fixtures').where({ id: fixture.id }).delete();
    expect(await knex()('fantasy_teams').where({ id: team.id }).first()).toBeUndefined();
  });

  it('allows one vote per voter per poll', async () => {
    const post = expectRow((await knex()('posts').insert({ title: 'Poll' }).returning('id'))[0]);
    const poll = expectRow((await knex()('polls').insert({ postId: post.id, title: 'Hvem?' }).returning('id'))[0]);
    await knex()('poll_votes').insert({ pollId: poll.id, voterKey: 'ip:127.0.0.1' });
    await expect(knex()('poll_votes').insert({ pollId: poll.id, voterKey: 'ip:127.0.0.1' })).rejects.toThrow();
    // Deleting the post removes its poll and votes.
    await knex()('posts').where({ id: post.id }).delete();
    expect(await knex()('poll_votes').where({ pollId: poll.id }).first()).toBeUndefined();
  });

  it("removes a deleted user's sessions, teams and memberships", async () => {
    const user = expectRow(
      (
        await knex()('users').insert({ username: 'slettes', passwordHash: 'x', teamName: 'Bort FK' }).returning('id')
      )[0],
    );
    await knex()('sessions').insert({ id: 'abc', userId: user.id, expiresAt: new Date(Date.now() + 1e6) });
    const league = expectRow(
      (await knex()('leagues').insert({ name: 'Liga', season: 2026, adminUserId: user.id }).returning('id'))[0],
    );
    await knex()('league_members').insert({ leagueId: league.id, userId: user.id, season: 2026 });
    const fixture = expectRow(
      (
        await knex()('fixtures')
          .insert({
            season: 2026,
            round: 2,
            date: '2026-05-08',
            weekday: 'Fredag',
            time: '18:00',
            pitchId: expectRow(await knex()('pitches').first('id')).id,
            tournamentId: expectRow(await knex()('tournaments').first('id')).id,
            matchId: 'S2',
            homeTeam: 'Vinderen SF',
            awayTeam: 'Heming 2',
          })
          .returning('id')
      )[0],
    );
    await knex()('fantasy_teams').insert({ userId: user.id, fixtureId: fixture.id });
    await knex()('users').where({ id: user.id }).delete();
    expect(await knex()('sessions').where({ userId: user.id }).first()).toBeUndefined();
    expect(await knex()('league_members').where({ userId: user.id }).first()).toBeUndefined();
    expect(await knex()('fantasy_teams').where({ userId: user.id }).first()).toBeUndefined();
    expect(expectRow(await knex()('leagues').where({ id: league.id }).first()).adminUserId).toBeNull();
  });
});
