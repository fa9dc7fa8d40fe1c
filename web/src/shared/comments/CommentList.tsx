import type { Comment } from '@vsf/engine';
import { postDateTime } from '../../ui/postText';
import styles from './Comments.module.css';

/** Comments as plain text (never HTML), newest first. */
export function CommentList({
  comments,
  failed,
  emptyText = 'Ingen kommentarer ennå. Bli den første!',
}: {
  comments: Comment[] | null;
  failed: boolean;
  emptyText?: string;
}) {
  if (comments === null) {
    return (
      <p className={styles.muted}>{failed ? 'Kommentarene kunne ikke lastes akkurat nå.' : 'Laster kommentarer...'}</p>
    );
  }
  if (comments.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ol className={styles.list} aria-label="Kommentarer">
      {comments.map((comment) => (
        <li key={comment.id} className={styles.comment}>
          <div className={styles.meta}>
            <span className={styles.author}>{comment.username ?? 'Slettet bruker'}</span>
            <time dateTime={comment.dateCreated}>{postDateTime(comment.dateCreated)}</time>
          </div>
          <p className={styles.content}>{comment.content}</p>
        </li>
      ))}
    </ol>
  );
}
