import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canReadPost, type PostViewFlags, type ReaderRoles } from './postAccess';

const flag = fc.constantFrom<0 | 1>(0, 1);
const post = fc.record<PostViewFlags>({
  publicView: flag,
  adminView: flag,
  posterView: flag,
  playerView: flag,
  fantasyView: flag,
});
const reader = fc.record<ReaderRoles>({ isAdmin: flag, isPoster: flag, isPlayer: flag, isFantasy: flag });
const none: PostViewFlags = { publicView: 0, adminView: 0, posterView: 0, playerView: 0, fantasyView: 0 };
const noRoles: ReaderRoles = { isAdmin: 0, isPoster: 0, isPlayer: 0, isFantasy: 0 };

describe('canReadPost', () => {
  it('lets everyone read public posts', () => {
    fc.assert(fc.property(post, fc.option(reader), (p, r) => !(p.publicView === 1) || canReadPost(p, r)));
  });

  it('shows anonymous visitors public posts only', () => {
    fc.assert(fc.property(post, (p) => canReadPost(p, null) === (p.publicView === 1)));
  });

  it('opens a restricted post exactly to the roles it names', () => {
    expect(canReadPost({ ...none, adminView: 1 }, { ...noRoles, isAdmin: 1 })).toBe(true);
    expect(canReadPost({ ...none, adminView: 1 }, { ...noRoles, isPoster: 1, isPlayer: 1, isFantasy: 1 })).toBe(false);
    expect(canReadPost({ ...none, posterView: 1 }, { ...noRoles, isPoster: 1 })).toBe(true);
    expect(canReadPost({ ...none, playerView: 1 }, { ...noRoles, isPlayer: 1 })).toBe(true);
    expect(canReadPost({ ...none, fantasyView: 1 }, { ...noRoles, isFantasy: 1 })).toBe(true);
    expect(canReadPost(none, { isAdmin: 1, isPoster: 1, isPlayer: 1, isFantasy: 1 })).toBe(false);
  });
});
