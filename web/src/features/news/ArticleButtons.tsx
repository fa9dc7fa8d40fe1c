import { useState } from 'react';
import { ArticleModal, type ArticleModalKind } from './ArticleModals';
import type { Post } from './types';
import styles from './ArticleCard.module.css';

/** 'Kommentarer (n)', and 'Bilder' / 'Poll' only when the article has them; each opens its modal. */
export function ArticleButtons({ post }: { post: Post }) {
  const [open, setOpen] = useState<ArticleModalKind | null>(null);
  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.button} onClick={() => setOpen('comments')}>
        Kommentarer ({post.numberOfComments})
      </button>
      {post.hasAlbum === 1 && (
        <button type="button" className={styles.button} onClick={() => setOpen('album')}>
          Bilder
        </button>
      )}
      {post.hasPoll === 1 && (
        <button type="button" className={styles.button} onClick={() => setOpen('poll')}>
          Poll
        </button>
      )}
      {open && <ArticleModal kind={open} postID={post.id} title={post.title} onClose={() => setOpen(null)} />}
    </div>
  );
}
