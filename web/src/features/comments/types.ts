export interface Comment {
  id: number;
  postID: number;
  userID: number | null;
  /** null once the writer's account was deleted. */
  username: string | null;
  content: string;
  dateCreated: string;
}
