import type { Knex } from 'knex';
import sharp from 'sharp';
import { UPLOAD_IMAGE_TYPE_MESSAGE, type UploadImageType } from '@vsf/engine';
import { HttpError } from '../platform/http/errors';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, type UploadedFile } from '../platform/http/multipart';
import { encodeAllWidths } from './imageSizes';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type from its first bytes, never from its name or the browser's claim. */
export function imageTypeOf(bytes: Buffer): UploadImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** A data URL ('data:image/png;base64,…') as a file, for JSON clients. */
export function fileFromDataUrl(value: string): UploadedFile | null {
  const match = /^data:([\w/+.-]*);base64,([A-Za-z0-9+/=\s]*)$/.exec(value);
  if (!match) return null;
  return { kind: 'file', filename: 'image', type: match[1] ?? '', bytes: Buffer.from(match[2] ?? '', 'base64') };
}

/**
 * Stores an uploaded image and answers its id (DESIGN §6): checked by content and size,
 * then decoded and re-encoded as WebP, which drops any metadata (camera, position) and
 * anything hidden after the picture. A file the decoder cannot read is refused. It is kept
 * at its own size (at most 1600 px) and at every narrower width of IMAGE_WIDTHS, so a phone
 * loads a small file.
 */
export async function storeImage(db: Knex, file: UploadedFile): Promise<number> {
  if (file.bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
  if (!imageTypeOf(file.bytes)) throw new HttpError(400, UPLOAD_IMAGE_TYPE_MESSAGE);
  const { widest, narrower } = await encodeAllWidths(
    sharp(file.bytes, { limitInputPixels: 50_000_000 }).rotate(),
  ).catch(() => {
    throw new HttpError(400, UPLOAD_IMAGE_TYPE_MESSAGE);
  });
  const [row] = await db('images')
    .insert({ contentType: 'image/webp', ...widest })
    .returning('id');
  const imageId = row!.id;
  if (narrower.length > 0) await db('image_sizes').insert(narrower.map((size) => ({ imageId, ...size })));
  return imageId;
}

/**
 * Deletes an image no longer used by a player, a post's title, an album or an article's text.
 * The text names a picture only by its URL, as the sanitizer writes it (`src="/api/images/7"`;
 * the closing quote keeps 7 from matching 70): a title image replaced while the text still
 * shows it must stay.
 */
export async function deleteImageIfUnused(db: Knex, imageId: number | null): Promise<void> {
  if (imageId === null) return;
  const used = await db
    .select(db.raw('1'))
    .from('players')
    .where({ imageId })
    .union((union) => union.select(db.raw('1')).from('posts').where({ titleImageId: imageId }))
    .union((union) => union.select(db.raw('1')).from('album_images').where({ imageId }))
    .union((union) => union.select(db.raw('1')).from('posts').whereLike('mainText', `%"/api/images/${imageId}"%`))
    .first();
  if (!used) await db('images').where({ id: imageId }).delete();
}
