import type Koa from 'koa';
import type { Knex } from 'knex';
import { HttpError } from '../http/errors';
import type { FileAnswer } from '@vsf/engine';
import { rawAnswer, type RawAnswer } from '../http/route';

/**
 * An image from the `images` table. Images never change under an id (a new upload gets a
 * new row), so browsers may keep them for a year. The CSP keeps an SVG from running script.
 */
export async function serveImage(
  db: Knex,
  koa: Koa.Context,
  imageID: number,
): Promise<RawAnswer<FileAnswer<'image/*'>>> {
  const row = await db('images').where({ id: imageID }).first('contentType', 'bytes', 'etag');
  if (!row) throw new HttpError(404, 'Fant ikke bildet.');
  const etag = `"${row.etag}"`;
  koa.set('ETag', etag);
  koa.set('Cache-Control', 'public, max-age=31536000, immutable');
  koa.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (koa.get('If-None-Match') === etag) {
    koa.status = 304;
    return rawAnswer();
  }
  koa.type = row.contentType;
  koa.body = Buffer.from(row.bytes);
  return rawAnswer();
}
