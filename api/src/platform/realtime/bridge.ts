import type { RealtimeDeps } from '@vsf/realtime-server';
import type { AppDeps } from '../../appDeps';
import { readDeadline } from '../../match/fixtures/currentFixture';
import { SESSION_COOKIE, findSessionUser } from '../../accounts/sessionStore';
import { mayJoinLeague } from './leagueAccess';
import { mayReadPost } from './postAccess';

/** The embedded mode hands the realtime server the API's own services. */
export function realtimeBridge(deps: AppDeps): RealtimeDeps {
  const userFromCookie = async (cookieHeader: string | undefined) => {
    const token = readCookie(cookieHeader, SESSION_COOKIE);
    return token ? findSessionUser(deps, token) : null;
  };
  return {
    subscribe: (handler) => deps.bus.subscribe(handler),
    async authenticate(cookieHeader) {
      const user = await userFromCookie(cookieHeader);
      return user ? { userID: user.userID } : null;
    },
    async mayReadPost(cookieHeader, postID) {
      return mayReadPost(deps.db.knex, await userFromCookie(cookieHeader), postID);
    },
    async mayJoinLeague(cookieHeader, leagueID) {
      return mayJoinLeague(deps.db.knex, await userFromCookie(cookieHeader), leagueID);
    },
    async currentDeadline() {
      const { serverNow: _ignored, ...deadline } = await readDeadline(deps.db.knex, deps.now());
      return deadline;
    },
    now: deps.now,
    log: deps.log,
  };
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
