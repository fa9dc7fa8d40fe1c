import type { ApiPost } from '@vsf/engine';

export interface LoadPostsInput {
  /** 10 when left out. */
  numberOfPosts?: number;
}

/** A search in the published articles; hasPoll and hasAlbum take 0/1, true/false or '0'/'1'. */
export interface SearchPostsInput extends LoadPostsInput {
  searchString?: string;
  hasPoll?: string | number | boolean | null;
  hasAlbum?: string | number | boolean | null;
  season?: number | string | null;
}

interface PostList {
  posts: ApiPost[];
}

type PostRole = 'Public' | 'Admin' | 'Poster' | 'Player' | 'Fantasy';

/** The spec's list per role: `load10PublicPosts`, `searchAdminPosts`, … */
type PostsByRole = { [Role in PostRole as `load10${Role}Posts`]: { input: LoadPostsInput; answer: PostList } } & {
  [Role in PostRole as `search${Role}Posts`]: { input: SearchPostsInput; answer: PostList };
};

export interface PostsCalls extends PostsByRole {
  loadPosts: { input: LoadPostsInput; answer: PostList };
  searchPosts: { input: SearchPostsInput; answer: PostList };
  getPostByID: { input: { postID: number }; answer: { post: ApiPost } };
  getSpecificUser: {
    input: { userID: number };
    answer: { user: { firstName: string; lastName: string; username: string } };
  };
}
