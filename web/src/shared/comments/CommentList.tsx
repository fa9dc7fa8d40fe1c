import type { Comment } from '@vsf/contract';
import { postDateTime } from '../../ui/postText';
import { QueryState } from '../../ui/QueryState';
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
  return (
    <QueryState
      state={
        comments !== null
          ? { status: 'ready', comments }
          : failed
            ? { status: 'error', message: 'Kommentarene kunne ikke lastes akkurat nå.' }
            : { status: 'loading' }
      }
      loading={{ text: 'Laster kommentarer...', className: styles.muted }}
      errorClassName={styles.muted}
      empty={{ text: emptyText, isEmpty: (ready) => ready.comments.length === 0, className: styles.muted }}
    >
      {(ready) => <CommentItems comments={ready.comments} />}
    </QueryState>
  );
}

function CommentItems({ comments }: { comments: Comment[] }) {
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
