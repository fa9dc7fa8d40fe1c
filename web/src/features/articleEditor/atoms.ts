import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { ListFilter } from './articleApi';
import { emptyDraft, type ArticleDraft } from './draft';

/** 002 §2.6: the new article's text fields survive a reload; Nullstill or publishing clears them. */
export const newArticleDraftAtom = atomWithStorage<ArticleDraft>('vsf.newArticle.draft', emptyDraft(), undefined, {
  getOnInit: true,
});

/** The post the first 'Lagre utkast' created, so later saves change it instead of making another. */
export const newArticlePostIdAtom = atomWithStorage<number | null>('vsf.newArticle.postID', null, undefined, {
  getOnInit: true,
});

/** The list's tab and filters, kept while the editor goes to an article and back. */
export const articleListFilterAtom = atom<ListFilter>({
  tab: 'published',
  season: null,
  searchString: '',
  hasAlbum: false,
  hasPoll: false,
});
