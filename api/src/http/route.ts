import type Koa from 'koa';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { BusMessage } from '@vsf/engine';
import type { AppDeps } from '../appDeps';
import type { Access, UserFor } from './access';
import type { RouteRateLimit } from './routeRateLimit';

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

export interface RouteDefinition<S extends z.ZodType, A extends Access, R extends object> {
  /** The call name: the route answers `POST /api/{name}`. */
  name: string;
  method?: 'POST' | 'GET';
  access: A;
  input: S;
  /** Run the handler in one transaction: all of its writes or none. */
  transaction?: boolean;
  /** 'raw' routes (files, the OpenAPI document) set the body themselves. */
  respond?: 'envelope' | 'raw';
  /**
   * A hot read whose requests hold nothing secret: its validated input is kept by the
   * request's text and handed out frozen (api/src/http/routeInput.ts).
   */
  rememberInput?: boolean;
  /**
   * Counts every call against a limit per IP and per username before the handler runs, and
   * refuses it with 429 beyond (api/src/http/routeRateLimit.ts).
   */
  rateLimit?: RouteRateLimit<z.output<S>, A, NoInfer<R>>;
  summary: string;
  handler(ctx: RouteContext<z.output<S>, UserFor<A>>): Promise<R>;
}

/** A route with its types erased, as the router holds them. */
export interface AnyRoute {
  name: string;
  method?: 'POST' | 'GET';
  access: Access;
  input: z.ZodType;
  transaction?: boolean;
  respond?: 'envelope' | 'raw';
  rememberInput?: boolean;
  rateLimit?: RouteRateLimit<never, Access, never>;
  summary: string;
  handler(ctx: RouteContext<unknown, never>): Promise<object>;
}

export function defineRoute<S extends z.ZodType, A extends Access, R extends object>(
  definition: RouteDefinition<S, A, R>,
): AnyRoute {
  return definition as unknown as AnyRoute;
}
