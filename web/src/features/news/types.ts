import type { ApiPost } from '@vsf/engine';

/** An article as the API answers it (000 §3). */
export type Post = ApiPost;

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
