/**
 * The API as a k6 virtual user calls it: POST /api/{name} with a JSON body, typed by the
 * same contract the web and the API use (type-only imports of `@vsf/contract`: k6 strips them, so the script needs nothing installed). Each virtual
 * user has its own cookie jar, so a login in its first iteration is its own session.
 */
import http from 'k6/http';
import type { RefinedResponse } from 'k6/http';
import type { CallAnswer, CallInput, CallName } from '@vsf/contract';

export const BASE_URL = __ENV.BASE_URL ?? 'http://127.0.0.1:3000';

export interface Login {
  username: string;
  password: string;
}

/** Posts one call; `tags.call` names it so thresholds can be set per call. */
export function call<N extends CallName>(name: N, body: CallInput<N>): RefinedResponse<'text'> {
  return http.post(`${BASE_URL}/api/${name}`, JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', Origin: BASE_URL },
    tags: { call: name },
  });
}

/** The answer of a successful call; throws on a refusal so the iteration fails visibly. */
export function answer<N extends CallName>(response: RefinedResponse<'text'>, name: N): CallAnswer<N> {
  const parsed = JSON.parse(response.body ?? '{}') as { success?: boolean; msg?: string } & CallAnswer<N>;
  if (response.status !== 200 || parsed.success !== true) {
    throw new Error(`${name} answered ${response.status}: ${parsed.msg ?? ''}`);
  }
  return parsed;
}

/**
 * The managers to log in as: a JSON file of `{username, password}` (MANAGERS_FILE), one per
 * virtual user. The product refuses more than a few logins a minute from one address: run k6
 * with `--local-ips` so each virtual user has its own, as real managers do.
 */
export function managerFor(logins: readonly Login[], vu: number): Login {
  const login = logins[(vu - 1) % logins.length];
  if (!login) throw new Error('MANAGERS_FILE lists no managers');
  return login;
}
