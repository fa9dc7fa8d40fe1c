import { CommentsPanel } from '../../shared/comments/CommentsPanel';
import styles from './ClubPages.module.css';

/** A club feed (posts 1 to 4) with its writing box, live; `height` is the list's height in px. */
export function FeedChat({ postID, title, height = 600 }: { postID: number; title: string; height?: number }) {
  return (
    <section className={`${styles.card} ${styles.feed}`} aria-label={title}>
      <h2>{title}</h2>
      <CommentsPanel source={{ kind: 'feed', postID, includeBot: true }} maxHeight={height} />
    </section>
  );
}
