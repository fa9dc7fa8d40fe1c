import type { Flag } from '../../api/types';

/** An article as the API answers it (000 §3). */
export interface Post {
  id: number;
  title: string;
  /** Sanitized HTML. */
  mainText: string;
  /** 'undefined' when the article has no title image. */
  titleImage: string;
  tags: string;
  published: Flag;
  trashed: Flag;
  publicView: Flag;
  adminView: Flag;
  posterView: Flag;
  playerView: Flag;
  fantasyView: Flag;
  hasPoll: Flag;
  hasAlbum: Flag;
  writtenByID: number | null;
  editedByID: number | null;
  writtenByName: string | null;
  editedByName: string | null;
  dateCreated: string;
  dateEdited: string | null;
  numberOfComments: number;
}

export interface PostList {
  posts: Post[];
}

export interface NewsItem {
  isoDate: string | null;
  link: string | null;
  title: string;
  content: string;
}

export interface NewsFeed {
  available: boolean;
  items: NewsItem[];
}

export interface ContactRow {
  id: number;
  contactMethod: string;
  contactValue: string;
}
