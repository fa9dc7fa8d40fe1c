import type Koa from 'koa';
import { badRequest } from './errors';
import { controlCharacterProblem } from './inputRules';
import { parseJsonBody, readRequestBody } from './requestBody';
import type { AnyRoute } from './route';
import { validationMessage } from './validation';

/** Longer requests are validated every time: the hot reads send a few dozen characters. */
export const MAX_REMEMBERED_TEXT = 512;
/** Shared by every route; the oldest is dropped first, so at most ~1 MB is kept. */
export const MAX_REMEMBERED_INPUTS = 1000;

const remembered = new Map<string, unknown>();

/**
 * The route's input, validated by its schema, or a 400 with the schema's Norwegian message.
 *
 * Routes declaring `rememberInput` (the cached public reads) are asked the same few
 * questions over and over, and parsing and validating the same text again was a tenth of
 * such a request's cost (docs/PERFORMANCE.md). Their validated input is kept by the request's
 * text and handed out frozen, so no handler can change what the next request gets. Only
 * valid inputs are kept, and only for routes whose requests hold nothing secret.
 */
export async function routeInput(route: AnyRoute, ctx: Koa.Context, params: Record<string, string>): Promise<unknown> {
  if (route.method === 'GET') {
    const read = () => ({ ...ctx.query, ...params });
    // Path parameters are not part of the query string: such routes are not remembered.
    const text = Object.keys(params).length === 0 ? `?${ctx.querystring}` : undefined;
    return validated(route, read, text);
  }
  const body = await readRequestBody(ctx, route.multipart === true);
  if ('form' in body) return validated(route, () => body.form, undefined);
  return validated(route, () => parseJsonBody(body.json), body.json);
}

function validated(route: AnyRoute, read: () => unknown, text: string | undefined): unknown {
  const remember = route.rememberInput === true && text !== undefined && text.length <= MAX_REMEMBERED_TEXT;
  const key = remember ? `${route.name}\n${text}` : '';
  if (remember && remembered.has(key)) return remembered.get(key);
  const raw = read();
  const problem = controlCharacterProblem(raw);
  if (problem) throw badRequest(problem);
  const parsed = route.input.safeParse(raw);
  if (!parsed.success) throw badRequest(validationMessage(parsed.error));
  if (!remember) return parsed.data;
  const input = deepFreeze(parsed.data);
  if (remembered.size >= MAX_REMEMBERED_INPUTS) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, input);
  return input;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
