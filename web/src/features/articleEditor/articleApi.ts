import { api } from '../../api/client';
import type { Flag } from '../../api/types';
import type { Post } from '../news/types';

/** An article's poll as the editor loads it (getPostForAdmin). */
export interface EditorPoll {
  pollID: number;
  title: string;
  alternatives: string[];
  votes: number[];
  voteOnce: Flag;
  publicVote: Flag;
  adminVote: Flag;
  posterVote: Flag;
  playerVote: Flag;
  fantasyVote: Flag;
}

export interface AlbumImage {
  id: number;
  path: string;
}

export interface EditorArticle {
  post: Post;
  poll: EditorPoll | null;
  albumGallery: AlbumImage[];
}

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
  return api<{ posts: Post[] }>('searchPostsForAdmin', {
    ...TAB_FILTER[filter.tab],
    season: filter.season,
    searchString: filter.searchString,
    hasAlbum: filter.hasAlbum ? 1 : 0,
    hasPoll: filter.hasPoll ? 1 : 0,
  });
}

export const loadArticle = (postID: number) => api<EditorArticle>('getPostForAdmin', { postID });
export const setPublished = (postID: number, published: Flag) =>
  api<{ msg: string }>('updatePublishStatus', { postID, published });
export const moveToTrash = (postID: number) => api<{ msg: string }>('moveFromToTrash', { postID, trashed: 1 });
export const moveOutOfTrash = (postID: number, published: Flag) =>
  api<{ msg: string }>('moveFromToTrash', { postID, trashed: 0, published });
export const deleteForGood = (postID: number) => api<{ msg: string }>('deletePost', { postID });
