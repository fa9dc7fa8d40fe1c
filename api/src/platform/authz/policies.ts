import { AVAILABILITY_MESSAGES, LEAGUE_PRIVATE, canReadPost, mayAnswerFor, type PostViewFlags } from '@vsf/engine';
import { forbidden, messages } from '../http/errors';
import { LEAGUE_MESSAGES } from '../../leagues/messages';
import { ARTICLE_MESSAGES } from '../../posts/admin/schemas';
import type { SessionUser } from '@vsf/contract';

/*
 * Who may do what to which object: the object-level rules, beside the route access levels
 * (api/src/platform/http/access.ts) that say who may call a route at all. A handler loads the
 * object, then asks `authorize(user, 'edit', { league })` (403 with the rule's own text) or
 * `can(...)` (a yes or no). policies.test.ts answers every rule for every relationship.
 */

export type PolicyUser = Pick<SessionUser, 'userID' | 'username' | 'isAdmin' | 'isPoster' | 'isPlayer' | 'isFantasy'>;

/** What each rule reads of the objects it is about. */
export interface PolicyObjects {
  /** A fantasy league; `viewerIsMember`: whether the asking user is a member in its season. */
  league: { adminUserId: number | null; private: 0 | 1; viewerIsMember?: boolean };
  /** A club player's profile and the user account linked to it, if any. */
  clubPlayer: { userId: number | null };
  /** An article (not a club feed) with its audience flags and its author. */
  post: PostViewFlags & { writtenById: number | null };
  /** A fantasy team of a round; `locked` once the round's deadline has passed. */
  team: { userId: number; locked: boolean };
  /** A user account, named by its ID or its username as the request names it. */
  account: { userID: number } | { username: string };
}

export type ObjectKind = keyof PolicyObjects;

interface Rule<O> {
  allows(user: PolicyUser, object: O): boolean;
  /** The text a refusal answers with (403). */
  refusal: string;
}

type RuleSet = { [K in ObjectKind]: Record<string, Rule<PolicyObjects[K]>> };

const isAdmin = (user: PolicyUser) => user.isAdmin === 1;

const isAccount = (user: PolicyUser, account: PolicyObjects['account']) =>
  'userID' in account ? account.userID === user.userID : account.username === user.username.toLowerCase();

export const POLICIES = {
  league: {
    // 001 §6: only the league's own admin changes it, whatever other roles the user has.
    edit: { allows: (user, league) => league.adminUserId === user.userID, refusal: LEAGUE_MESSAGES.notAdmin },
    // Its admin deletes or deactivates it instead.
    leave: { allows: (user, league) => league.adminUserId !== user.userID, refusal: LEAGUE_MESSAGES.adminCannotLeave },
    // A private league's table names its members (first and last names).
    seeMembers: {
      allows: (user, league) =>
        league.private !== LEAGUE_PRIVATE ||
        isAdmin(user) ||
        league.adminUserId === user.userID ||
        league.viewerIsMember === true,
      refusal: LEAGUE_MESSAGES.privateMembersOnly,
    },
  },
  clubPlayer: {
    // A club player edits their own linked profile (001 §2, §6); everything else is the admins'.
    edit: {
      allows: (user, player) => isAdmin(user) || (user.isPlayer === 1 && player.userId === user.userID),
      refusal: messages.forbidden,
    },
    // Whether they can play (and the comment beside the answer): the player for their own
    // linked profile, an admin for anyone (the engine's rule).
    answerAvailability: { allows: mayAnswerFor, refusal: AVAILABILITY_MESSAGES.notOwnProfile },
  },
  post: {
    // 002 §6 leaves it open: admins every article, others those they wrote or may read.
    // posts/admin/editablePost.ts's whereEditableBy is the same rule as SQL, for lists.
    edit: {
      allows: (user, post) => isAdmin(user) || post.writtenById === user.userID || canReadPost(post, user),
      refusal: ARTICLE_MESSAGES.noAccess,
    },
  },
  team: {
    // A rival's captain, players and boost stay hidden until the deadline.
    seePicks: { allows: (user, team) => team.locked || team.userId === user.userID, refusal: messages.forbidden },
  },
  account: {
    // Acting in a user's name (a body's username or admin userID): that user only, admins too.
    actAs: { allows: isAccount, refusal: messages.notOwner },
    // The club profile linked to an account: its user, or an admin.
    readLinkedPlayer: {
      allows: (user, account) => isAdmin(user) || isAccount(user, account),
      refusal: messages.notOwner,
    },
  },
} satisfies RuleSet;

// The same rules, typed by kind alone, so a generic kind finds its rule.
const RULES: RuleSet = POLICIES;

export type Action<K extends ObjectKind> = keyof (typeof POLICIES)[K] & string;

/** One object, named by its kind: `{ league }`, `{ post }`. */
export type Named<K extends ObjectKind> = { [P in K]: PolicyObjects[P] };

function ruleFor<K extends ObjectKind>(
  action: Action<K>,
  named: Named<K>,
): { rule: Rule<PolicyObjects[K]>; object: PolicyObjects[K] } {
  const kind = Object.keys(named)[0] as K;
  const rule = RULES[kind][action];
  if (!rule) throw new Error(`No rule for ${action} on ${kind}`);
  return { rule, object: named[kind] };
}

/** Whether the user may do the action to the object. */
export function can<K extends ObjectKind>(user: PolicyUser, action: Action<K>, named: Named<K>): boolean {
  const { rule, object } = ruleFor(action, named);
  return rule.allows(user, object);
}

/** Goes on only when the user may do the action to the object; else 403 with the rule's text. */
export function authorize<K extends ObjectKind>(user: PolicyUser, action: Action<K>, named: Named<K>): void {
  const { rule, object } = ruleFor(action, named);
  if (!rule.allows(user, object)) throw forbidden(rule.refusal);
}
