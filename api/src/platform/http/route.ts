import type Koa from 'koa';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { BusMessage, CallAnswer, CallInput, CallName } from '@vsf/contract';
import type { AppDeps } from '../../appDeps';
import type { Access, UserFor } from './access';
import type { RouteRateLimit } from './routeRateLimit';
import type { InputMatchesContract } from './contractCheck';

export interface RouteContext<Input, User> {
  input: Input;
  user: User;
  /** The transaction when the route declares one, else the database. */
  db: Knex | Knex.Transaction;
  deps: AppDeps;
  /** Queued, and sent only once the route's transaction has committed. */
  publish(message: BusMessage): void;
  ip: string;
  koa: Koa.Context;
}

declare const sentAnswer: unique symbol;

/**
 * What a raw route's handler returns once it has set the body itself: nothing at run time,
 * but the compiler knows which answer was sent and checks it against the contract.
 */
export interface RawAnswer<Answer> {
  readonly [sentAnswer]: Answer;
}

/** The body is set (a file, a cached answer, a document): say which answer it was. */
export function rawAnswer<Answer>(): RawAnswer<Answer> {
  return {} as RawAnswer<Answer>;
}

/** Sets a JSON answer with its envelope on a raw route: the uncached path of a cached read. */
export function answerRaw<Answer extends object>(koa: Koa.Context, answer: Answer): RawAnswer<Answer> {
  koa.body = { success: true, ...answer };
  return rawAnswer<Answer>();
}

/** Every JSON answer's type, set as a header rather than looked up by Koa on each answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type Respond = 'envelope' | 'raw';

/** An envelope route answers the contract's object; a raw route says which answer it sent. */
type HandlerAnswer<N extends CallName, R extends Respond> = R extends 'raw' ? RawAnswer<CallAnswer<N>> : CallAnswer<N>;

export interface RouteDefinition<N extends CallName, S extends z.ZodType, A extends Access, R extends Respond> {
  /** The call name: the route answers `POST /api/{name}`; its contract is `ApiCalls[name]`. */
  name: N;
  method?: 'POST' | 'GET';
  access: A;
  input: S;
  /** Run the handler in one transaction: all of its writes or none. */
  transaction?: boolean;
  /** Takes a multipart form (uploads) as well as JSON; other routes read a multipart body as empty. */
  multipart?: boolean;
  /** 'raw' routes (files, the OpenAPI document, cached answers) set the body themselves. */
  respond?: R;
  /**
   * A hot read whose requests hold nothing secret: its validated input is kept by the
   * request's text and handed out frozen (api/src/platform/http/routeInput.ts).
   */
  rememberInput?: boolean;
  /**
   * Counts every call against a limit per IP and per username before the handler runs, and
   * refuses it with 429 beyond (api/src/platform/http/routeRateLimit.ts).
   */
  rateLimit?: RouteRateLimit<z.output<S>, A, NoInfer<CallAnswer<N>>>;
  summary: string;
  handler(ctx: RouteContext<z.output<S>, UserFor<A>>): Promise<HandlerAnswer<N, R>>;
}

/** A route with its types erased, as the router holds them. */
export interface AnyRoute {
  name: string;
  method?: 'POST' | 'GET';
  access: Access;
  input: z.ZodType;
  transaction?: boolean;
  multipart?: boolean;
  respond?: Respond;
  rememberInput?: boolean;
  rateLimit?: RouteRateLimit<never, Access, never>;
  summary: string;
  handler(ctx: RouteContext<unknown, never>): Promise<object>;
}

/**
 * A route of the contract's call `name`. The compiler checks that the handler answers
 * `CallAnswer<name>` and that the schema takes exactly the fields of `CallInput<name>`
 * (`contractCheck.ts`): a change on one side without the other does not compile.
 */
export function defineRoute<N extends CallName, S extends z.ZodType, A extends Access, R extends Respond = 'envelope'>(
  definition: RouteDefinition<N, S, A, R> & InputMatchesContract<z.input<S>, CallInput<N>>,
): AnyRoute {
  return definition as unknown as AnyRoute;
}
