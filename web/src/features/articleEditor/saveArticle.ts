import type { ApiPost, ImageSize } from '@vsf/engine';
import type { Flag, StoredImage } from '@vsf/contract';
import { apiForm } from '../../api/client';
import { setPublished } from './articleApi';
import { VIEW_FLAGS, VOTE_FLAGS, type ArticleDraft } from './draft';

/** The title image as the editor holds it: the stored one (with its size), a new file, or none. */
export type TitleImage =
  { kind: 'stored'; path: string; size: ImageSize | null } | { kind: 'new'; file: File } | { kind: 'none' };

/** A stored article's title image; the spec's 'undefined' means none (000 §3). */
export const storedTitleImage = (post: ApiPost): TitleImage =>
  post.titleImage === 'undefined'
    ? { kind: 'none' }
    : { kind: 'stored', path: post.titleImage, size: post.titleImageSize };

export interface Gallery {
  stored: StoredImage[];
  removed: number[];
  added: File[];
}

export const emptyGallery = (): Gallery => ({ stored: [], removed: [], added: [] });

/** The server reads at most 5.5 MB per form: pictures beyond this go one by one after it. */
const FORM_FILE_BUDGET = 5 * 1024 * 1024;
/** saveArticle reads albumImage1..albumImage20. */
const FORM_MAX_PICTURES = 20;

export interface SaveRequest {
  postID: number | null;
  draft: ArticleDraft;
  published: Flag;
  titleImage: TitleImage;
  gallery: Gallery;
}

export type SaveOutcome = { ok: true; postID: number; msg: string } | { ok: false; postID: number | null; msg: string };

function articleForm(request: SaveRequest, published: Flag, albumFiles: File[]): FormData {
  const { draft } = request;
  const form = new FormData();
  if (request.postID !== null) form.append('postID', String(request.postID));
  form.append('title', draft.title.trim());
  form.append('content', draft.content);
  form.append('tags', draft.tags.join(','));
  for (const flag of VIEW_FLAGS) form.append(flag, String(draft.views[flag]));
  form.append('published', String(published));
  if (request.titleImage.kind === 'new') form.append('titleImage', request.titleImage.file);
  if (request.titleImage.kind === 'none') form.append('titleImage', 'undefined');
  form.append('hasPoll', draft.hasPoll ? '1' : '0');
  if (draft.hasPoll) {
    form.append('pollTitle', draft.poll.title.trim());
    draft.poll.alternatives
      .filter((text) => text.trim() !== '')
      .forEach((text, index) => form.append(`alternative${index + 1}`, text.trim()));
    form.append('voteOnce', String(draft.poll.voteOnce));
    for (const flag of VOTE_FLAGS) form.append(flag, String(draft.poll.votes[flag]));
  }
  form.append('removeAlbumImages', request.gallery.removed.join(','));
  albumFiles.forEach((file, index) => form.append(`albumImage${index + 1}`, file));
  return form;
}

/** The new pictures that fit in the one atomic form, and those that must follow it. */
function splitByBudget(request: SaveRequest): { inForm: File[]; after: File[] } {
  let used = request.titleImage.kind === 'new' ? request.titleImage.file.size : 0;
  const inForm: File[] = [];
  const after: File[] = [];
  for (const file of request.gallery.added) {
    if (after.length === 0 && inForm.length < FORM_MAX_PICTURES && used + file.size <= FORM_FILE_BUDGET) {
      inForm.push(file);
      used += file.size;
    } else after.push(file);
  }
  return { inForm, after };
}

/**
 * Saves the whole editor with saveArticle, one transaction (DESIGN §3). Only a gallery
 * too large for one form is sent picture by picture afterwards; a new article being
 * published is then saved as a draft first and published last, so readers never see it
 * with half its pictures.
 */
export async function saveArticle(request: SaveRequest): Promise<SaveOutcome> {
  const { inForm, after } = splitByBudget(request);
  const publishLast = after.length > 0 && request.postID === null && request.published === 1;
  const first = await apiForm('saveArticle', articleForm(request, publishLast ? 0 : request.published, inForm));
  if (!first.success) return { ok: false, postID: request.postID, msg: first.msg };
  for (const file of after) {
    const form = new FormData();
    form.append('postID', String(first.postID));
    form.append('albumImage', file);
    const answer = await apiForm('saveAlbumPhoto', form);
    if (!answer.success) return { ok: false, postID: first.postID, msg: `${file.name}: ${answer.msg}` };
  }
  if (publishLast) {
    const published = await setPublished(first.postID, 1);
    if (!published.success) return { ok: false, postID: first.postID, msg: published.msg };
    return { ok: true, postID: first.postID, msg: 'Artikkelen er lagret og publisert.' };
  }
  return { ok: true, postID: first.postID, msg: first.msg };
}
