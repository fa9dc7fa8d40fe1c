import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, type ImageSize } from '@vsf/engine';

/** One stored file of a picture: WebP at one width. */
export interface EncodedImage extends ImageSize {
  bytes: Buffer;
  etag: string;
}

/** The widest file: large enough for a title image on a wide screen; larger uploads are scaled down. */
const WIDEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
const WEBP_QUALITY = 82;

export const etagOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('base64url').slice(0, 32);

async function encode(image: Sharp): Promise<EncodedImage> {
  const { data, info } = await image.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, bytes: data, etag: etagOf(data) };
}

/** The picture at most `width` pixels wide, its height in proportion. */
export const encodeAtWidth = (image: Sharp, width: number): Promise<EncodedImage> =>
  encode(image.resize({ width, withoutEnlargement: true }));

/**
 * A decoded picture as WebP at its own size (at most WIDEST on either side) and at every
 * narrower width of IMAGE_WIDTHS. It is decoded once; each width is scaled from the pixels,
 * not from another lossy file.
 */
export async function encodeAllWidths(decoded: Sharp): Promise<{ widest: EncodedImage; narrower: EncodedImage[] }> {
  const { data, info } = await decoded
    .resize({ width: WIDEST, height: WIDEST, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const widest = await encode(pixels());
  const narrower: EncodedImage[] = [];
  for (const width of IMAGE_WIDTHS.filter((candidate) => candidate < info.width)) {
    narrower.push(await encodeAtWidth(pixels(), width));
  }
  return { widest, narrower };
}

/** An `images` row's width and height as the answers give them: null when not known. */
export function imageSizeOf(width: number | null, height: number | null): ImageSize | null {
  return width === null || height === null ? null : { width, height };
}

/**
 * Records the size of every picture stored before sizes were (the demo's drawings, older
 * uploads): only the file's header is read. Their narrower files are made when first asked
 * for (`serveImage`). A file that cannot be read keeps no size and is served as it is.
 */
export async function recordMissingImageSizes(db: Knex): Promise<number> {
  const ids = await db('images').whereNull('width').orderBy('id').pluck('id');
  let recorded = 0;
  for (const id of ids) {
    const row = await db('images').where({ id }).first('bytes');
    if (!row) continue;
    const { width, height } = await sharp(Buffer.from(row.bytes))
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    if (!width || !height) continue;
    await db('images').where({ id }).update({ width, height });
    recorded++;
  }
  return recorded;
}
