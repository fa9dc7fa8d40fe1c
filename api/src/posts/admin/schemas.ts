import { z } from 'zod';
import { idSchema } from '../../platform/http/inputRules';
import { ARTICLE_TITLE_MAX_LENGTH, POLL_ALTERNATIVES } from '@vsf/engine';
import { fileFromDataUrl } from '../../clubPlayers';
import { isUploadedFile, type UploadedFile } from '../../platform/http/multipart';
import { numberOfPostsSchema, postIDSchema } from '../schemas';
import { seasonSchema } from '../../season';

export const ARTICLE_MESSAGES = {
  titleMissing: 'Du må lage en tittel til artikkelen.',
  titleTooLong: `Tittelen kan være høyst ${ARTICLE_TITLE_MAX_LENGTH} tegn.`,
  pollTitleMissing: 'Du må lage en tittel til pollen/avstemmingen.',
  tooFewAlternatives: `En avstemming må ha minst ${POLL_ALTERNATIVES.min} alternativer.`,
  tooManyAlternatives: `En avstemming kan ha høyst ${POLL_ALTERNATIVES.max} alternativer.`,
  noViewer: 'Velg hvem som skal kunne se artikkelen.',
  noVoter: 'Velg hvem som skal kunne stemme.',
  savedPublished: 'Artikkelen er lagret og publisert.',
  saved: 'Artikkelen er lagret.',
  updatedPublished: 'Artikkelen er oppdatert og publisert.',
  updated: 'Endringene er lagret.',
  published: 'Artikkelen er publisert',
  unpublished: 'Artikkelen er trukket tilbake og lagret i utkast',
  trashed: 'Artikkelen ligger nå i søppelbøtten',
  restoredToDraft: 'Artikkelen er nå flyttet til utkast.',
  restoredPublished: 'Artikkelen er nå publisert og synlig for publikum.',
  deleted: 'Artikkelen er slettet for alltid.',
  pollSaved: 'Avstemmingen er lagret.',
  pollDeleted: 'Avstemmingen er slettet.',
  commentsDeleted: (count: number) => (count === 1 ? '1 kommentar er slettet.' : `${count} kommentarer er slettet.`),
  albumPhotoSaved: 'Bildet er lagt til i galleriet.',
  albumPhotoDeleted: 'Bildet er fjernet fra galleriet.',
  alreadyPublished: 'Artikkelen er allerede publisert.',
  alreadyDraft: 'Artikkelen ligger allerede i utkast.',
  notFound: 'Fant ikke artikkelen.',
  imageNotFound: 'Fant ikke bildet i noe galleri.',
  noAccess: 'Du har ikke tilgang til denne artikkelen.',
  inTrash: 'Artikkelen ligger i søppelbøtten. Flytt den ut før du endrer den.',
  alreadyTrashed: 'Artikkelen ligger allerede i søppelbøtten.',
  notTrashed: 'Artikkelen ligger ikke i søppelbøtten.',
  onlyTrashDeleted: 'Bare artikler i søppelbøtten kan slettes for alltid.',
  tooManyAlbumImages: 'Et galleri kan ha høyst 50 bilder.',
} as const;

/** The most pictures one gallery holds: a match day's worth, and a bounded page for readers. */
export const MAX_ALBUM_IMAGES = 50;
/** Bounds one article's HTML; a long match report is a few thousand characters. */
const MAX_CONTENT_LENGTH = 100_000;
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;
const MAX_ALTERNATIVE_LENGTH = 200;

/** Multipart sends 0/1 as text, JSON as numbers or booleans; anything else is refused. */
const flag = (message: string) =>
  z.preprocess(
    (value) =>
      value === '1' || value === 'true' || value === true
        ? 1
        : value === '0' || value === 'false' || value === false
          ? 0
          : value,
    z.union([z.literal(0), z.literal(1)], { error: message }),
  );
const viewFlag = flag('Synligheten må være 0 eller 1.');
const voteFlag = flag('Stemmeretten må være 0 eller 1.');
const publishedFlag = flag('Publiseringsstatus må være 0 eller 1.');
const trashedFlag = flag('Søppelbøtte-status må være 0 eller 1.');

/** The spec's 'undefined' and an empty field both mean: no value. */
const blank = (value: unknown) => (value === '' || value === null || value === 'undefined' ? undefined : value);

export const articleFields = {
  title: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: ARTICLE_MESSAGES.titleMissing })
      .trim()
      .min(1, ARTICLE_MESSAGES.titleMissing)
      .max(ARTICLE_TITLE_MAX_LENGTH, ARTICLE_MESSAGES.titleTooLong),
  ),
  content: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: 'Teksten må være tekst.' }).max(MAX_CONTENT_LENGTH, 'Teksten er for lang (høyst 100 000 tegn).'),
  ),
  /** Comma-separated (002 §3); trimmed, empty and repeated tags dropped. */
  tags: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: 'Stikkordene må være tekst.' })
      .transform((text) => [
        ...new Set(
          text
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.string().max(MAX_TAG_LENGTH, `Et stikkord kan være høyst ${MAX_TAG_LENGTH} tegn.`))
          .max(MAX_TAGS, `Høyst ${MAX_TAGS} stikkord.`),
      ),
  ),
  publicView: viewFlag.default(1),
  adminView: viewFlag.default(0),
  posterView: viewFlag.default(0),
  playerView: viewFlag.default(0),
  fantasyView: viewFlag.default(0),
  published: publishedFlag.default(0),
  // The spec's client also sends writtenBy/editedBy (the session decides who), hasPoll and
  // hasAlbum (derived from the rows); zod strips them.
};

/** A new title image: a file, or a data URL from a JSON client. */
const imageFile = z.custom<UploadedFile>(isUploadedFile, 'Bildet må være en bildefil.');
const dataUrlToFile = (value: unknown) =>
  typeof value === 'string' && value.startsWith('data:') ? (fileFromDataUrl(value) ?? value) : value;

/** savePost: a file (or data URL) is the title image; absent or 'undefined' means none. */
export const newTitleImage = z.preprocess((value) => dataUrlToFile(blank(value)), imageFile.optional());

/**
 * updatePost: a file replaces the image; 'undefined' removes it; absent, or the current
 * image's path as the spec's client sends it back, keeps it.
 */
export const changedTitleImage = z.preprocess(
  (value) => (value === 'undefined' ? 'remove' : dataUrlToFile(value === '' || value === null ? undefined : value)),
  z.union([imageFile, z.literal('remove'), z.string().regex(/^\/api\/images\/\d+$/, 'Ukjent tittelbilde.')]).optional(),
);

const alternative = z.preprocess(
  blank,
  z
    .string({ error: 'Et svar-alternativ må være tekst.' })
    .trim()
    .max(MAX_ALTERNATIVE_LENGTH, 'Et svar-alternativ er for langt.')
    .optional(),
);

const pollTitle = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string({ error: ARTICLE_MESSAGES.pollTitleMissing }).trim().max(200, 'Tittelen på avstemmingen er for lang.'),
);

/** 002 §7.9 savePoll without its title: alternative1..alternative10, voteOnce and the five vote flags. */
export const pollFields = {
  alternative1: alternative,
  alternative2: alternative,
  alternative3: alternative,
  alternative4: alternative,
  alternative5: alternative,
  alternative6: alternative,
  alternative7: alternative,
  alternative8: alternative,
  alternative9: alternative,
  alternative10: alternative,
  voteOnce: flag('voteOnce må være 0 eller 1.').default(1),
  publicVote: voteFlag.default(1),
  adminVote: voteFlag.default(0),
  posterVote: voteFlag.default(0),
  playerVote: voteFlag.default(0),
  fantasyVote: voteFlag.default(0),
} as const;

export const savePostSchema = z.object({ ...articleFields, titleImage: newTitleImage });
export const updatePostSchema = z.object({ postID: postIDSchema, ...articleFields, titleImage: changedTitleImage });
export const postIdInput = z.object({ postID: postIDSchema });
export const trashSchema = z.object({
  postID: postIDSchema,
  trashed: trashedFlag,
  /** On the way out of the trash: 0 to the drafts (the default), 1 straight to published. */
  published: publishedFlag.default(0),
});
export const publishSchema = z.object({ postID: postIDSchema, published: publishedFlag });
export const savePollSchema = z.object({
  postID: postIDSchema,
  title: pollTitle.pipe(z.string().min(1, ARTICLE_MESSAGES.pollTitleMissing)),
  ...pollFields,
});
export const saveAlbumPhotoSchema = z.object({
  postID: postIDSchema,
  albumImage: z.preprocess(dataUrlToFile, imageFile),
});
export const deleteAlbumImageSchema = z.object({
  imageID: idSchema('Ukjent bilde.'),
  // The spec's client also names the file (imageName); the id is enough.
});

export const adminListSchema = z.object({
  searchString: z.string({ error: 'Søket må være tekst.' }).max(200, 'Søket kan være på høyst 200 tegn.').default(''),
  hasPoll: flag('Poll-filteret må være 0 eller 1.').default(0),
  hasAlbum: flag('Galleri-filteret må være 0 eller 1.').default(0),
  /** null or absent: every year. */
  season: z.preprocess(blank, seasonSchema.optional()),
  published: publishedFlag.default(1),
  trashed: trashedFlag.default(0),
  numberOfPosts: numberOfPostsSchema.default(200),
});

/** New gallery files in one saveArticle form: albumImage1..albumImage20 (the form itself is capped at 5.5 MB). */
export const MAX_FORM_ALBUM_IMAGES = 20;
const albumFiles = Object.fromEntries(
  Array.from({ length: MAX_FORM_ALBUM_IMAGES }, (_, index) => [
    `albumImage${index + 1}`,
    z.preprocess(dataUrlToFile, imageFile.optional()),
  ]),
) as Record<`albumImage${number}`, z.ZodType<UploadedFile | undefined>>;

/**
 * saveArticle: the whole editor in one transaction (DESIGN §3) — the post, its poll
 * (hasPoll 0 removes it; the poll's title travels as pollTitle), gallery pictures to
 * drop (removeAlbumImages, comma-separated image ids) and new ones.
 */
export const saveArticleSchema = z.object({
  postID: z.preprocess(blank, postIDSchema.optional()),
  ...articleFields,
  titleImage: changedTitleImage,
  hasPoll: flag('hasPoll må være 0 eller 1.').default(0),
  ...pollFields,
  /** Required when hasPoll is 1 (checked with the alternatives). */
  pollTitle,
  removeAlbumImages: z.preprocess(
    (value) =>
      value === undefined || value === null || value === '' ? [] : typeof value === 'string' ? value.split(',') : value,
    z.array(idSchema('Ukjent bilde.')).max(MAX_ALBUM_IMAGES, 'Ukjent bilde.'),
  ),
  ...albumFiles,
});

export type ArticleInput = z.output<typeof savePostSchema>;
export type PollInput = z.output<typeof savePollSchema>;
