import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type Koa from 'koa';
import sharp from 'sharp';

/** The sizes a browser picks from for a tab, a bookmark and a shortcut. */
export const FAVICON_SIZES = [16, 32, 48] as const;

const ICO_HEADER_BYTES = 6;
const ICO_ENTRY_BYTES = 16;

/**
 * An ICO file holding PNG images, the format every browser takes at /favicon.ico: a header
 * (reserved 0, type 1 = icon, count), one 16-byte entry per image (width, height, colour count,
 * reserved, planes, bits per pixel, byte length, offset), then the images themselves.
 */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(ICO_HEADER_BYTES);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = ICO_HEADER_BYTES + ICO_ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ICO_ENTRY_BYTES);
    // A size of 256 is written as 0; the icon sizes here are all smaller.
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** The club's crest (an SVG, taller than wide) centred on a transparent square at each icon size. */
export async function faviconOf(svg: Buffer): Promise<Buffer> {
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 300 })
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    })),
  );
  return icoOf(images);
}

/**
 * /favicon.ico: browsers ask for it on every first visit whatever the page links, so it is
 * answered with the crest the built web app carries as favicon.svg, drawn once when first asked.
 */
export function serveFavicon(app: Koa, distDir: string): void {
  const svgFile = join(distDir, 'favicon.svg');
  if (!existsSync(svgFile)) return;
  let icon: Promise<Buffer> | null = null;
  app.use(async (ctx, next) => {
    if (ctx.path !== '/favicon.ico' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    // A failed drawing is tried again on the next request rather than remembered.
    icon ??= readFile(svgFile)
      .then(faviconOf)
      .catch((error: unknown) => {
        icon = null;
        throw error;
      });
    ctx.type = 'image/x-icon';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = await icon;
  });
}
