import { describe, expect, it } from 'vitest';
import { messages } from '../http/errors';
import { LEAGUE_MESSAGES } from '../../leagues/messages';
import { ARTICLE_MESSAGES } from '../../posts/admin/schemas';
import {
  POLICIES,
  authorize,
  can,
  type Action,
  type ObjectKind,
  type PolicyObjects,
  type PolicyUser,
} from './policies';

/*
 * Every object-level rule, asked by every relationship a user can have to the object:
 * each row names all the actions of its kind, and every action of every kind has rows.
 */

const NO_ROLES = { isAdmin: 0, isPoster: 0, isPlayer: 0, isFantasy: 0 } as const;
const user = (userID: number, roles: Partial<PolicyUser> = {}): PolicyUser => ({
  userID,
  username: `bruker${userID}`,
  ...NO_ROLES,
  ...roles,
});

const fan = user(1, { isFantasy: 1 });
const siteAdmin = user(2, { isAdmin: 1 });
const poster = user(3, { isPoster: 1 });
const player = user(4, { isPlayer: 1 });
const otherPlayer = user(5, { isPlayer: 1 });

interface Row<K extends ObjectKind> {
  relationship: string;
  user: PolicyUser;
  object: PolicyObjects[K];
  allowed: Record<Action<K>, boolean>;
}

type Matrix = { [K in ObjectKind]: Row<K>[] };

const privateLeague = (adminUserId: number | null, viewerIsMember = false) => ({
  adminUserId,
  private: 1 as const,
  viewerIsMember,
});
const publicLeague = (adminUserId: number | null) => ({ adminUserId, private: 0 as const });
const postFor = (writtenById: number | null, audience: Partial<PolicyObjects['post']> = {}) => ({
  writtenById,
  publicView: 0 as const,
  adminView: 0 as const,
  posterView: 0 as const,
  playerView: 0 as const,
  fantasyView: 0 as const,
  ...audience,
});

const MATRIX: Matrix = {
  league: [
    {
      relationship: "the private league's admin",
      user: fan,
      object: privateLeague(fan.userID),
      allowed: { edit: true, leave: false, seeMembers: true },
    },
    {
      relationship: 'a member of the private league',
      user: fan,
      object: privateLeague(poster.userID, true),
      allowed: { edit: false, leave: true, seeMembers: true },
    },
    {
      relationship: 'another user, private league',
      user: fan,
      object: privateLeague(poster.userID),
      allowed: { edit: false, leave: true, seeMembers: false },
    },
    {
      relationship: 'another user, public league',
      user: fan,
      object: publicLeague(poster.userID),
      allowed: { edit: false, leave: true, seeMembers: true },
    },
    {
      relationship: "a site admin, not the private league's admin or member",
      user: siteAdmin,
      object: privateLeague(poster.userID),
      allowed: { edit: false, leave: true, seeMembers: true },
    },
    {
      relationship: 'a site admin, league whose creator is deleted',
      user: siteAdmin,
      object: privateLeague(null),
      allowed: { edit: false, leave: true, seeMembers: true },
    },
  ],
  clubPlayer: [
    {
      relationship: 'the club player linked to the profile',
      user: player,
      object: { userId: player.userID },
      allowed: { edit: true, answerAvailability: true },
    },
    {
      relationship: 'another club player',
      user: otherPlayer,
      object: { userId: player.userID },
      allowed: { edit: false, answerAvailability: false },
    },
    {
      relationship: 'the linked user without the player role',
      user: fan,
      object: { userId: fan.userID },
      allowed: { edit: false, answerAvailability: false },
    },
    {
      relationship: 'a club player, profile linked to nobody',
      user: player,
      object: { userId: null },
      allowed: { edit: false, answerAvailability: false },
    },
    {
      relationship: 'a site admin',
      user: siteAdmin,
      object: { userId: player.userID },
      allowed: { edit: true, answerAvailability: true },
    },
    {
      relationship: 'a fan',
      user: fan,
      object: { userId: player.userID },
      allowed: { edit: false, answerAvailability: false },
    },
  ],
  post: [
    {
      relationship: 'its author',
      user: poster,
      object: postFor(poster.userID, { adminView: 1 }),
      allowed: { edit: true },
    },
    {
      relationship: "a poster, another's article for posters",
      user: poster,
      object: postFor(siteAdmin.userID, { posterView: 1 }),
      allowed: { edit: true },
    },
    {
      relationship: "a poster, another's article for admins only",
      user: poster,
      object: postFor(siteAdmin.userID, { adminView: 1 }),
      allowed: { edit: false },
    },
    {
      relationship: 'a poster, an article for everyone whose author is deleted',
      user: poster,
      object: postFor(null, { publicView: 1 }),
      allowed: { edit: true },
    },
    {
      relationship: "a site admin, another's article for posters only",
      user: siteAdmin,
      object: postFor(poster.userID, { posterView: 1 }),
      allowed: { edit: true },
    },
  ],
  team: [
    {
      relationship: 'its owner, before the deadline',
      user: fan,
      object: { userId: fan.userID, locked: false },
      allowed: { seePicks: true },
    },
    {
      relationship: 'its owner, after the deadline',
      user: fan,
      object: { userId: fan.userID, locked: true },
      allowed: { seePicks: true },
    },
    {
      relationship: 'another user, before the deadline',
      user: fan,
      object: { userId: poster.userID, locked: false },
      allowed: { seePicks: false },
    },
    {
      relationship: 'another user, after the deadline',
      user: fan,
      object: { userId: poster.userID, locked: true },
      allowed: { seePicks: true },
    },
    {
      relationship: 'a site admin, before the deadline',
      user: siteAdmin,
      object: { userId: poster.userID, locked: false },
      allowed: { seePicks: false },
    },
  ],
  account: [
    {
      relationship: 'the user, by ID',
      user: fan,
      object: { userID: fan.userID },
      allowed: { actAs: true, readLinkedPlayer: true },
    },
    {
      relationship: 'the user, by username',
      user: fan,
      object: { username: fan.username },
      allowed: { actAs: true, readLinkedPlayer: true },
    },
    {
      relationship: 'another user, by ID',
      user: fan,
      object: { userID: poster.userID },
      allowed: { actAs: false, readLinkedPlayer: false },
    },
    {
      relationship: 'another user, by username',
      user: fan,
      object: { username: poster.username },
      allowed: { actAs: false, readLinkedPlayer: false },
    },
    {
      relationship: 'a site admin, another user',
      user: siteAdmin,
      object: { userID: poster.userID },
      allowed: { actAs: false, readLinkedPlayer: true },
    },
  ],
};

const KINDS = Object.keys(POLICIES) as ObjectKind[];

describe.each(KINDS)('the %s rules', (kind) => {
  const rows = MATRIX[kind] as Row<typeof kind>[];
  const actions = Object.keys(POLICIES[kind]).sort();

  it('have rows in the matrix, each naming every action', () => {
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(Object.keys(row.allowed).sort(), row.relationship).toEqual(actions);
  });

  it('answer every relationship as the matrix says', () => {
    const seen = rows.map((row) => ({
      relationship: row.relationship,
      allowed: Object.fromEntries(
        actions.map((action) => [
          action,
          can(row.user, action as Action<typeof kind>, { [kind]: row.object } as never),
        ]),
      ),
    }));
    expect(seen).toEqual(rows.map(({ relationship, allowed }) => ({ relationship, allowed })));
  });
});

describe('authorize', () => {
  it("refuses with 403 and the rule's own text", () => {
    const cases: [() => void, string][] = [
      [() => authorize(fan, 'edit', { league: privateLeague(poster.userID) }), LEAGUE_MESSAGES.notAdmin],
      [() => authorize(fan, 'leave', { league: publicLeague(fan.userID) }), LEAGUE_MESSAGES.adminCannotLeave],
      [
        () => authorize(fan, 'seeMembers', { league: privateLeague(poster.userID) }),
        LEAGUE_MESSAGES.privateMembersOnly,
      ],
      [() => authorize(otherPlayer, 'edit', { clubPlayer: { userId: player.userID } }), messages.forbidden],
      [
        () => authorize(poster, 'edit', { post: postFor(siteAdmin.userID, { adminView: 1 }) }),
        ARTICLE_MESSAGES.noAccess,
      ],
      [() => authorize(fan, 'actAs', { account: { username: poster.username } }), messages.notOwner],
      [() => authorize(fan, 'readLinkedPlayer', { account: { userID: poster.userID } }), messages.notOwner],
    ];
    for (const [attempt, text] of cases) {
      expect(attempt).toThrow(expect.objectContaining({ status: 403, message: text }));
    }
  });

  it('lets an allowed action through', () => {
    expect(() => authorize(player, 'edit', { clubPlayer: { userId: player.userID } })).not.toThrow();
  });
});
