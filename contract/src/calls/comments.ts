/** A comment as the API answers it (000 §3); username is null once the author was deleted. */
export interface Comment {
  id: number;
  postID: number;
  userID: number | null;
  username: string | null;
  content: string;
  dateCreated: string;
}

export interface CommentsCalls {
  load50Comments: {
    input: { postID: number };
    answer: { comments: Comment[] };
  };
  insertComment: {
    input: { postID: number; content: string };
    answer: { msg: string; comment: Comment };
  };
  loadFeedComments: {
    input: { postID: number; includeBot?: boolean };
    answer: { comments: Comment[] };
  };
  insertFeedComment: {
    input: { postID: number; content: string };
    answer: { msg: string; comment: Comment };
  };
}
