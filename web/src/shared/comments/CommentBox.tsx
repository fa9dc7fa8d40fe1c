import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { COMMENT_MAX_LENGTH } from '@vsf/engine';
import { api } from '../../api/client';
import { LoginForm } from '../login/LoginForm';
import { sessionAtom } from '../../store/session';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import styles from './Comments.module.css';

export const commentTexts = {
  empty: 'Vennligst skriv en kommentar før du sender den.',
  loginFirst: 'Du må logge inn for å kommentere...',
  newUser: 'Ny bruker? Klikk her',
} as const;

interface CommentBoxProps {
  postID: number;
  /** 'insertComment' for articles, 'insertFeedComment' for the club feeds. */
  call?: 'insertComment' | 'insertFeedComment';
  onSent: () => void;
  label?: string;
}

/** Writing a comment (000 §5): login first, never empty, at most 500 characters with a live counter. */
export function CommentBox({ postID, call = 'insertComment', onSent, label = 'Skriv en kommentar' }: CommentBoxProps) {
  const session = useAtomValue(sessionAtom);
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const { notify, dialog } = useConfirmDialog();

  if (session.status === 'loading') return null;
  if (session.status === 'loggedOut') {
    return (
      <div className={styles.loginBox}>
        <p className={styles.loginText}>{commentTexts.loginFirst}</p>
        <LoginForm variant="stacked" />
        <Link to="/login" className={styles.newUser}>
          {commentTexts.newUser}
        </Link>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (content.trim() === '') {
      void notify(commentTexts.empty);
      return;
    }
    setSending(true);
    try {
      const answer = await api(call, { postID, content });
      // 000 §8: a refusal is only logged; the empty-comment alert is the one dialog here.
      if (!answer.success) {
        console.error(`${call}:`, answer.msg);
        return;
      }
      setContent('');
      onSent();
    } catch (error) {
      console.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.box} onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className={styles.boxLabel}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={styles.textarea}
        value={content}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        onChange={(event) => setContent(event.target.value.slice(0, COMMENT_MAX_LENGTH))}
      />
      <div className={styles.boxFooter}>
        <span className={styles.counter} aria-live="polite">
          {content.length}/{COMMENT_MAX_LENGTH}
        </span>
        <button type="submit" className={styles.send} disabled={sending}>
          Send
        </button>
      </div>
      {dialog}
    </form>
  );
}
