import { CommentBox } from './CommentBox';
import { CommentList } from './CommentList';
import { useComments, type CommentSource } from './useComments';
import styles from './Comments.module.css';

/** An article's or a feed's comments with the writing box, live (comment:new). */
export function CommentsPanel({ source, maxHeight }: { source: CommentSource; maxHeight?: number }) {
  const { comments, failed, reload } = useComments(source);
  return (
    <div className={styles.panel}>
      <CommentBox
        postID={source.postID}
        call={source.kind === 'feed' ? 'insertFeedComment' : 'insertComment'}
        label={source.kind === 'feed' ? 'Skriv en melding' : 'Skriv en kommentar'}
        onSent={() => void reload()}
      />
      {/* It scrolls, so a keyboard must be able to reach it (WCAG 2.1.1): focusable, and named. */}
      <div
        className={styles.scroller}
        style={maxHeight ? { maxHeight } : undefined}
        tabIndex={0}
        role="region"
        aria-label={source.kind === 'feed' ? 'Meldinger' : 'Kommentarer'}
      >
        <CommentList comments={comments} failed={failed} />
      </div>
    </div>
  );
}
