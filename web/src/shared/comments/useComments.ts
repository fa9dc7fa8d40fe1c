import { useEffect } from 'react';
import { rooms } from '@vsf/contract';
import { joinRoom } from '../../api/live/socket';
import { useApiQuery } from '../../api/useApiQuery';

export type CommentSource = { kind: 'article'; postID: number } | { kind: 'feed'; postID: number; includeBot: boolean };

/**
 * A post's comments (newest first), live: while mounted the view is in the post's room,
 * and every comment:new for it (or a reconnect) fetches the list again.
 */
export function useComments(source: CommentSource) {
  const { postID } = source;
  const query = useApiQuery(
    source.kind === 'article' ? 'load50Comments' : 'loadFeedComments',
    source.kind === 'article' ? { postID } : { postID, includeBot: source.includeBot },
  );
  useEffect(() => joinRoom(rooms.post(postID)), [postID]);
  const { refetch } = query;
  // 000 §8: failed loads are only logged (by the query cache); the list shows its error state.
  return {
    comments: query.data?.comments ?? null,
    failed: query.isError,
    reload: async () => void (await refetch()),
  };
}
