import type { ApiPost } from '@vsf/engine';
import type { Confirmation, Flag, FlagInput, FormFile, StoredImage } from './common';

/** A poll as the editor fills its form: every alternative's text, its votes, and the voter groups. */
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

/** An article as the editor opens it: the post, its poll and its gallery. */
export interface EditorArticle {
  post: ApiPost;
  poll: EditorPoll | null;
  albumGallery: StoredImage[];
}

/** Who may read an article, and whether it is published; 1 when left out for publicView, else 0. */
export interface ArticleFlagsInput {
  publicView?: FlagInput;
  adminView?: FlagInput;
  posterView?: FlagInput;
  playerView?: FlagInput;
  fantasyView?: FlagInput;
  published?: FlagInput;
}

export interface ArticleInput extends ArticleFlagsInput {
  title: string;
  /** HTML; cleaned on the server. */
  content: string;
  /** Comma-separated. */
  tags: string;
}

/** Who may vote in a poll. */
export interface PollFlagsInput {
  voteOnce?: FlagInput;
  publicVote?: FlagInput;
  adminVote?: FlagInput;
  posterVote?: FlagInput;
  playerVote?: FlagInput;
  fantasyVote?: FlagInput;
}

type PollAlternativesInput = { [Index in 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 as `alternative${Index}`]?: string };

/** A new title image is a file (or a data URL); 'undefined' removes it; its own URL keeps it. */
type TitleImageInput = FormFile | string;

interface SavedPost {
  msg: string;
  postID: number;
  titleImage: string;
  hasPoll: Flag;
  hasAlbum: Flag;
}

export interface PostsAdminCalls {
  moveFromToTrash: { input: { postID: number; trashed: FlagInput; published?: FlagInput }; answer: Confirmation };
  updatePublishStatus: { input: { postID: number; published: FlagInput }; answer: Confirmation };
  deletePost: { input: { postID: number }; answer: Confirmation };
  savePoll: {
    input: { postID: number; title: string } & PollAlternativesInput & PollFlagsInput;
    answer: { msg: string; pollID: number };
  };
  deletePollByPostID: { input: { postID: number }; answer: { msg: string; deleted: boolean } };
  deleteCommentsByPostID: { input: { postID: number }; answer: { msg: string; deleted: number } };
  saveAlbumPhoto: {
    input: { postID: number | string; albumImage: FormFile };
    answer: { msg: string; imageID: number | undefined; path: string };
    form: true;
  };
  deleteAlbumByImageID: { input: { imageID: number }; answer: Confirmation };
  savePost: { input: ArticleInput & { titleImage?: TitleImageInput }; answer: SavedPost };
  updatePost: { input: ArticleInput & { postID: number; titleImage?: TitleImageInput }; answer: SavedPost };
  /**
   * The editor's Lagre/Publiser in one transaction: the article, its poll (an empty
   * pollTitle removes it), pictures to remove (a JSON list of image ids) and new pictures
   * as `albumImage{n}` files.
   */
  saveArticle: {
    input: ArticleInput &
      PollAlternativesInput &
      PollFlagsInput & {
        postID?: number | string;
        titleImage?: TitleImageInput;
        hasPoll?: FlagInput;
        pollTitle: string;
        removeAlbumImages: string;
        [albumImage: `albumImage${number}`]: FormFile;
      };
    answer: EditorArticle & { msg: string; postID: number };
    form: true;
  };
  searchPostsForAdmin: {
    input: {
      searchString?: string;
      hasPoll?: FlagInput;
      hasAlbum?: FlagInput;
      season?: number | string | null;
      published?: FlagInput;
      trashed?: FlagInput;
      numberOfPosts?: number;
    };
    answer: { posts: ApiPost[] };
  };
  getPostForAdmin: { input: { postID: number }; answer: EditorArticle };
}
