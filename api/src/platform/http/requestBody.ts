import Bourne from '@hapi/bourne';
import type Koa from 'koa';
import getRawBody from 'raw-body';
import { readMultipartForm } from './multipart';

const JSON_LIMIT_BYTES = 1024 * 1024;

/** A JSON body as its text, parsed by `parseJsonBody` (so it can be looked up before parsing), or a form. */
export type RequestBody = { json: string } | { form: unknown };

/**
 * The body of a POST call, read only once its route is known: JSON, or a multipart form for
 * the upload calls (routes declaring `multipart`). Any other type counts as an empty body, so
 * a cross-site "simple" form post can never smuggle in input.
 */
export async function readRequestBody(ctx: Koa.Context, multipart: boolean): Promise<RequestBody> {
  const type = mediaType(ctx.get('content-type'));
  if (type === 'multipart/form-data') return multipart ? { form: await readMultipartForm(ctx) } : { json: '' };
  if (type !== 'application/json' && !type.endsWith('+json')) return { json: '' };
  // Decoded in one go: raw-body's streaming decoder cost more than the JSON parse.
  const text = (await getRawBody(ctx.req, { length: ctx.get('content-length') || undefined, limit: JSON_LIMIT_BYTES }))
    .toString('utf8')
    .trim();
  return { json: text };
}

/** An empty body is an empty object. Bourne refuses `__proto__` keys. */
export function parseJsonBody(text: string): unknown {
  return text === '' ? {} : (Bourne.parse(text, { protoAction: 'error' }) as unknown);
}

function mediaType(header: string): string {
  const semicolon = header.indexOf(';');
  return (semicolon < 0 ? header : header.slice(0, semicolon)).trim().toLowerCase();
}
