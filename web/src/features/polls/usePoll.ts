import { useCallback, useEffect, useState } from 'react';
import { rooms, type Poll } from '@vsf/engine';
import { api } from '../../api/client';
import { joinRoom, onLiveEvent } from '../realtime/socket';

/** An article's poll, refetched whenever anyone votes (poll:updated) or the socket reconnects. */
export function usePoll(postID: number) {
  const [poll, setPoll] = useState<Poll | null | undefined>(undefined);

  const reload = useCallback(async () => {
    try {
      const answer = await api('loadPollByPostID', { postID });
      if (answer.success) setPoll(answer.poll);
      else {
        // 000 §8: poll errors are not shown to the user.
        console.error('loadPollByPostID:', answer.msg);
        setPoll(null);
      }
    } catch (error) {
      console.error(error);
      setPoll(null);
    }
  }, [postID]);

  useEffect(() => {
    void reload();
    const leave = joinRoom(rooms.post(postID), () => void reload());
    const stop = onLiveEvent('poll:updated', (payload) => {
      if (payload.postID === postID) void reload();
    });
    return () => {
      stop();
      leave();
    };
  }, [postID, reload]);

  return { poll, reload };
}
