import type Koa from 'koa';
import type { Knex } from 'knex';
import sharp from 'sharp';
import type { ImageWidth } from '@vsf/engine';
import type { FileAnswer } from '@vsf/contract';
import { encodeAtWidth } from '../clubPlayers';
import { HttpError } from '../platform/http/errors';
import { rawAnswer, type RawAnswer } from '../platform/http/route';

interface ImageFile {
  contentType: string;
  bytes: Buffer | Uint8Array;
  etag: string;
}

/**
 * An image from the `images` table, or with `width` its file at most that wide. Images never
 * change under an id (a new upload gets a new row), so browsers may keep them for a year.
 * The CSP keeps an SVG from running script.
 */
export async function serveImage(
  db: Knex,
  koa: Koa.Context,
  imageID: number,
  width: ImageWidth | undefined,
): Promise<RawAnswer<FileAnswer<'image/*'>>> {
  const file = await imageFile(db, imageID, width);
  const etag = `"${file.etag}"`;
  koa.set('ETag', etag);
  koa.set('Cache-Control', 'public, max-age=31536000, immutable');
  koa.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (koa.get('If-None-Match') === etag) {
    koa.status = 304;
    return rawAnswer();
  }
  koa.type = file.contentType;
  koa.body = Buffer.from(file.bytes);
  return rawAnswer();
}

/**
 * The stored file of that width; else the picture itself when it is no wider (or a drawing,
 * which scales by itself). A picture stored before narrower files were made gets that one
 * now, kept for the next visitor.
 */
async function imageFile(db: Knex, imageID: number, width: ImageWidth | undefined): Promise<ImageFile> {
  if (width !== undefined) {
    const size = await db('image_sizes').where({ imageId: imageID, width }).first('bytes', 'etag');
    if (size) return { contentType: 'image/webp', ...size };
  }
  const image = await db('images').where({ id: imageID }).first('contentType', 'bytes', 'etag', 'width');
  if (!image) throw new HttpError(404, 'Fant ikke bildet.');
  const scalable = image.contentType === 'image/svg+xml';
  if (width === undefined || scalable || (image.width !== null && image.width <= width)) return image;
  const made = await encodeAtWidth(sharp(Buffer.from(image.bytes)), width).catch(() => null);
  if (!made || made.width !== width) return image;
  await db('image_sizes')
    .insert({ imageId: imageID, ...made })
    .onConflict(['imageId', 'width'])
    .ignore();
  return { contentType: 'image/webp', bytes: made.bytes, etag: made.etag };
}
