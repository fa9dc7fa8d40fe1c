import { useCallback, useEffect, useState } from 'react';
import { rooms, type Comment } from '@vsf/engine';
import { api } from '../../api/client';
import { joinRoom, onLiveEvent } from '../realtime/socket';

export type CommentSource = { kind: 'article'; postID: number } | { kind: 'feed'; postID: number; includeBot: boolean };

async function fetchComments(source: CommentSource): Promise<Comment[]> {
  const answer =
    source.kind === 'article'
      ? await api('load50Comments', { postID: source.postID })
      : await api('loadFeedComments', {
          postID: source.postID,
          includeBot: source.includeBot,
        });
  if (answer.success) return answer.comments;
  throw new Error(answer.msg);
}

/**
 * A post's comments (newest first), live: while mounted the view is in the post's room,
 * and every comment:new for it (or a reconnect) fetches the list again.
 */
export function useComments(source: CommentSource) {
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { postID, kind } = source;
  const includeBot = source.kind === 'feed' ? source.includeBot : true;

  const reload = useCallback(async () => {
    try {
      const list = await fetchComments(kind === 'article' ? { kind, postID } : { kind, postID, includeBot });
      setComments(list);
      setFailed(false);
    } catch (error) {
      // 000 §8: failed loads are only logged; the list shows its error state.
      console.error(error);
      setFailed(true);
    }
  }, [kind, postID, includeBot]);

  useEffect(() => {
    setComments(null);
    void reload();
    const leave = joinRoom(rooms.post(postID), () => void reload());
    const stop = onLiveEvent('comment:new', (payload) => {
      if (payload.postID === postID) void reload();
    });
    return () => {
      stop();
      leave();
    };
  }, [postID, reload]);

  return { comments, failed, reload };
}
