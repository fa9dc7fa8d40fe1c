import type Koa from 'koa';
import type { AppDeps } from '../../appDeps';
import { JSON_CONTENT_TYPE, rawAnswer, type RawAnswer } from '../http/route';
import { readCache, serialiseAnswer, type CacheName, type CachedAnswer } from './readCache';

/**
 * Answers a hot public read from one of the process's caches (routes declared `respond: 'raw'`).
 * The cached bytes already hold `success: true`, as the router's envelope would. Browsers
 * get the gzipped bytes, and a 304 when they still hold the same answer.
 */
export async function answerCached<Answer extends object>(
  deps: Pick<AppDeps, 'bus'>,
  koa: Koa.Context,
  key: string,
  compute: () => Promise<Answer>,
  cache: CacheName = 'season',
): Promise<RawAnswer<Answer>> {
  return sendCachedAnswer<Answer>(koa, await readCache(deps, cache).answer(key, compute));
}

/**
 * Sends an answer serialised once (`serialiseAnswer`): the gzipped bytes to a browser that
 * takes them, a 304 when it still holds the same answer.
 */
export function sendCachedAnswer<Answer>(koa: Koa.Context, cached: CachedAnswer): RawAnswer<Answer> {
  koa.set('ETag', cached.etag);
  koa.set('Vary', 'Accept-Encoding');
  // It changes whenever a result is entered: always revalidate.
  koa.set('Cache-Control', 'no-cache');
  if (koa.get('If-None-Match') === cached.etag) {
    koa.status = 304;
    return rawAnswer<Answer>();
  }
  // As a header, not through koa.type, which looks the type up again on every answer.
  koa.set('Content-Type', JSON_CONTENT_TYPE);
  if (takesGzip(koa)) {
    koa.set('Content-Encoding', 'gzip');
    koa.body = cached.gzip;
  } else {
    koa.body = cached.json;
  }
  return rawAnswer<Answer>();
}

/** The serialised variants of kept answers, living as long as the answer they belong to. */
const variants = new WeakMap<object, Map<string, CachedAnswer>>();

/**
 * An answer built from a kept one (`kept`, from a per-process cache) serialised once per
 * `variant`: what the clock decides (a team that can still change or not) is the variant's
 * name, so each is stringified and gzipped once, not on every request.
 */
export function serialisedVariant(kept: object, variant: string, build: () => object): CachedAnswer {
  let ofKept = variants.get(kept);
  if (!ofKept) variants.set(kept, (ofKept = new Map()));
  let cached = ofKept.get(variant);
  if (!cached) ofKept.set(variant, (cached = serialiseAnswer(build())));
  return cached;
}

/**
 * Whether the client takes gzip, remembered per distinct Accept-Encoding header: browsers
 * send a handful of values, and negotiating every request again was a visible share of a
 * cached read's cost.
 */
const gzipByHeader = new Map<string, boolean>();
const MAX_REMEMBERED_HEADERS = 64;

function takesGzip(koa: Koa.Context): boolean {
  const header = koa.get('Accept-Encoding');
  let gzip = gzipByHeader.get(header);
  if (gzip === undefined) {
    gzip = koa.acceptsEncodings('gzip', 'identity') === 'gzip';
    if (gzipByHeader.size >= MAX_REMEMBERED_HEADERS) gzipByHeader.clear();
    gzipByHeader.set(header, gzip);
  }
  return gzip;
}
