import { useEffect } from 'react';
import { rooms } from '@vsf/contract';
import { joinRoom } from '../../api/live/socket';
import { useApiQuery } from '../../api/useApiQuery';

/** An article's poll, refetched whenever anyone votes (poll:updated) or the socket reconnects. */
export function usePoll(postID: number) {
  const query = useApiQuery('loadPollByPostID', { postID });
  useEffect(() => joinRoom(rooms.post(postID)), [postID]);
  const { refetch } = query;
  // 000 §8: poll errors are not shown to the user (the cache logs them); the poll is left out.
  const poll = query.isError ? null : query.data?.poll;
  return { poll, reload: async () => void (await refetch()) };
}
