import type { StoredImage } from './common';

export interface AlbumsCalls {
  loadAlbumByPostID: {
    input: { postID: number };
    answer: { albumGallery: StoredImage[] };
  };
}
