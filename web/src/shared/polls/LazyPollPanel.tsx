import { lazy, Suspense } from 'react';
import { POLL_LOADING_TEXT } from './types';

// recharts is heavy: it loads with the first poll opened, never with the home page (DESIGN §7).
const PollPanel = lazy(() => import('./PollPanel'));

export function LazyPollPanel({ postID }: { postID: number }) {
  return (
    <Suspense fallback={<p>{POLL_LOADING_TEXT}</p>}>
      <PollPanel postID={postID} />
    </Suspense>
  );
}
