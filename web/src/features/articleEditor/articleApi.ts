import { api } from '../../api/client';
import type { Flag } from '@vsf/contract';

/** The list's three tabs (002 §2.5) as the server's filter. */
export type ArticleTab = 'published' | 'drafts' | 'trash';
const TAB_FILTER: Record<ArticleTab, { published: Flag; trashed: Flag }> = {
  published: { published: 1, trashed: 0 },
  drafts: { published: 0, trashed: 0 },
  trash: { published: 0, trashed: 1 },
};

export interface ListFilter {
  tab: ArticleTab;
  season: number | null;
  searchString: string;
  hasAlbum: boolean;
  hasPoll: boolean;
}

export function listArticles(filter: ListFilter) {
  return api('searchPostsForAdmin', {
    ...TAB_FILTER[filter.tab],
    season: filter.season,
    searchString: filter.searchString,
    hasAlbum: filter.hasAlbum ? 1 : 0,
    hasPoll: filter.hasPoll ? 1 : 0,
  });
}

export const loadArticle = (postID: number) => api('getPostForAdmin', { postID });
export const setPublished = (postID: number, published: Flag) => api('updatePublishStatus', { postID, published });
export const moveToTrash = (postID: number) => api('moveFromToTrash', { postID, trashed: 1 });
export const moveOutOfTrash = (postID: number, published: Flag) =>
  api('moveFromToTrash', { postID, trashed: 0, published });
export const deleteForGood = (postID: number) => api('deletePost', { postID });
