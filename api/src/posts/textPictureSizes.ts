import type { Knex } from 'knex';
import type { ApiPost, ImageSize } from '@vsf/engine';

/**
 * A picture tag as the sanitizer writes it (`<img src="/api/images/7" alt="…" />`): attribute
 * values are quoted and never hold '>' (it is escaped), so a tag ends at the first '>'.
 */
const PICTURE_TAG = /<img\b[^>]*>/g;
const OWN_PICTURE_SRC = /\ssrc="\/api\/images\/([1-9]\d{0,9})"/;
const SIZE_ATTRIBUTE = /\s(?:width|height)="[^"]*"/g;

const pictureIDOf = (tag: string): number | null => {
  const match = OWN_PICTURE_SRC.exec(tag);
  return match ? Number(match[1]) : null;
};

function pictureIDsIn(html: string): number[] {
  return [...html.matchAll(PICTURE_TAG)].flatMap(([tag]) => pictureIDOf(tag) ?? []);
}

/** The tag with its picture's own size in place of any the text had; as it was when the size is not known. */
function withSize(tag: string, sizes: Map<number, ImageSize>): string {
  const id = pictureIDOf(tag);
  const size = id === null ? undefined : sizes.get(id);
  if (!size) return tag;
  return `<img width="${size.width}" height="${size.height}"${tag.slice('<img'.length).replace(SIZE_ATTRIBUTE, '')}`;
}

/**
 * Article text names its pictures by URL only (the sanitizer keeps src and alt); their size
 * is in the images table, and is read with the article rather than written into its text, so
 * it is right for every article, however old, and for pictures whose size was recorded later
 * (`recordMissingImageSizes`). Width and height keep the picture's room before it arrives, and
 * the web offers its narrower files by them. A picture of unknown size is left as it is.
 * One query for all the texts, none when they have no pictures.
 */
export async function withTextPictureSizes(db: Knex, posts: ApiPost[]): Promise<ApiPost[]> {
  const ids = [...new Set(posts.flatMap((post) => pictureIDsIn(post.mainText)))];
  if (ids.length === 0) return posts;
  const rows = await db('images').whereIn('id', ids).whereNotNull('width').select('id', 'width', 'height');
  const sizes = new Map<number, ImageSize>();
  for (const { id, width, height } of rows) if (width !== null && height !== null) sizes.set(id, { width, height });
  return posts.map((post) => ({
    ...post,
    mainText: post.mainText.replace(PICTURE_TAG, (tag) => withSize(tag, sizes)),
  }));
}
