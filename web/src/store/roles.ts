import type { SessionUser } from '@vsf/contract';

/** May use the article screens of the admin area. */
export function isAdminOrPoster(user: SessionUser | null): boolean {
  return user !== null && (user.isAdmin === 1 || user.isPoster === 1);
}

export function isAdmin(user: SessionUser | null): boolean {
  return user?.isAdmin === 1;
}
