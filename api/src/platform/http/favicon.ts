import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type Koa from 'koa';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

/** The sizes a browser picks from for a tab, a bookmark and a shortcut. */
export const FAVICON_SIZES = [16, 32, 48] as const;

/** The club's crest (an SVG, taller than wide) centred on a transparent square at each icon size. */
export async function faviconOf(svg: Buffer): Promise<Buffer> {
  const pngs = await Promise.all(
    FAVICON_SIZES.map((size) =>
      sharp(svg, { density: 300 })
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    ),
  );
  // The ICO container itself is written by png-to-ico, from the PNGs sharp drew.
  return pngToIco(pngs);
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
