import { countRows } from '../platform/db/queryResults';
import type { TestApp } from './testApp';

/** A 2×2 PNG: small enough for every test, real enough for the image pipeline. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d240000000970485973000003e8000003e801b57b526b0000001149444154089963e0b69df81f8419600c003c120761c859cb200000000049454e44ae426082',
  'hex',
);

export type FormValue = string | number | Buffer;

/** The form fields of a published article everyone may read, without tags. */
export const PUBLIC_ARTICLE: Record<string, FormValue> = {
  tags: '',
  publicView: 1,
  adminView: 0,
  posterView: 0,
  playerView: 0,
  fantasyView: 0,
  published: 1,
};

/** POST /api/{name} as multipart/form-data, as the editor sends it; Buffers become image files. */
export async function postForm(app: TestApp, name: string, fields: Record<string, FormValue>, cookie: string | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Buffer.isBuffer(value))
      form.append(key, new Blob([new Uint8Array(value)], { type: 'image/png' }), `${key}.png`);
    else form.append(key, String(value));
  }
  const response = await fetch(`${app.url}/api/${name}`, {
    method: 'POST',
    headers: { Origin: app.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { msg?: string } };
}

/** Row counts of everything an article write can touch: 'nothing changed' compares two of these. */
export async function snapshot(app: TestApp): Promise<Record<string, number>> {
  const db = app.deps.db.knex;
  const tables = [
    'posts',
    'post_tags',
    'polls',
    'poll_alternatives',
    'poll_votes',
    'album_images',
    'images',
    'comments',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = await countRows(db(table));
  }
  const edited = await db('posts').max({ at: 'dateEdited' }).first();
  counts.lastEdit = edited?.at ? new Date(edited.at).getTime() : 0;
  return counts;
}
