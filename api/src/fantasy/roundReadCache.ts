import type { Context } from 'koa';
import type { AppDeps } from '../appDeps';
import { answerCached } from '../cache/answerJson';
import { answerRaw, type RawAnswer } from '../http/route';
import { isLocked, type RoundFixture } from './roundFixture';

/**
 * Answers a read that every user shares for a round (routes with `respond: 'raw'`). After
 * the round's deadline its teams only change by a rescore, so the answer is kept in the
 * 'fantasyRound' cache (dropped on 'rankings:updated'); before it every saved team changes the lists, so they are
 * computed each time.
 */
export async function answerRoundRead<Answer extends object>(
  deps: Pick<AppDeps, 'bus' | 'now'>,
  koa: Context,
  fixture: RoundFixture,
  name: string,
  compute: () => Promise<Answer>,
): Promise<RawAnswer<Answer>> {
  if (!isLocked(fixture, deps.now())) return answerRaw(koa, await compute());
  return answerCached(deps, koa, `${name}:${fixture.id}`, compute, 'fantasyRound');
}
