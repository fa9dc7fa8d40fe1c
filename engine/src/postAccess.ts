/**
 * A stored picture's size in pixels (of its widest stored file), for the width and height of
 * an `<img>`; null when it is not known (a picture stored before sizes were recorded).
 */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Who may read a post (000 §6): everyone reads public posts; each role also reads
 * the posts flagged for that role. The same rule filters lists, search, single posts
 * and the realtime rooms of posts.
 */
type Flag = 0 | 1;

export interface PostViewFlags {
  publicView: Flag;
  adminView: Flag;
  posterView: Flag;
  playerView: Flag;
  fantasyView: Flag;
}

/** An article as the API answers it and the web reads it (000 §3), with its authors' display names. */
export interface ApiPost extends PostViewFlags {
  id: number;
  title: string;
  /** Sanitized HTML. */
  mainText: string;
  /** 'undefined' when there is none (the spec's marker), else the image's URL. */
  titleImage: string;
  /** The title image's size, null when there is none or it is not known. */
  titleImageSize: ImageSize | null;
  tags: string;
  published: Flag;
  trashed: Flag;
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

export interface ReaderRoles {
  isAdmin: Flag;
  isPoster: Flag;
  isPlayer: Flag;
  isFantasy: Flag;
}

export function canReadPost(post: PostViewFlags, reader: ReaderRoles | null): boolean {
  if (post.publicView === 1) return true;
  if (!reader) return false;
  return (
    (post.adminView === 1 && reader.isAdmin === 1) ||
    (post.posterView === 1 && reader.isPoster === 1) ||
    (post.playerView === 1 && reader.isPlayer === 1) ||
    (post.fantasyView === 1 && reader.isFantasy === 1)
  );
}
