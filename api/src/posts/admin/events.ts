import { EVERYONE, busMessage, type BusMessage } from '@vsf/contract';

/**
 * Every article write announces itself: API processes drop their cached news list, open
 * pages refetch theirs. Queued by the route and sent only after its transaction commits.
 */
export const postsUpdated = (postID: number): BusMessage<'posts:updated'> =>
  busMessage('posts:updated', { postID }, [EVERYONE]);
