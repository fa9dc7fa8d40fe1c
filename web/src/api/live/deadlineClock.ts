import { atom } from 'jotai';
import { liveDeadlineAtom, type DeadlineClock } from './deadline';
import { seasonContextAtom } from '../../store/season';

export { deadlineClockFrom, liveDeadlineAtom, type DeadlineClock } from './deadline';

/**
 * What the countdown counts to: the socket's deadline, or until the socket has
 * spoken, the start-up season context's (without a skew, which it cannot know).
 */
export const deadlineClockAtom = atom<DeadlineClock | null>((get) => {
  const live = get(liveDeadlineAtom);
  if (live) return live;
  const context = get(seasonContextAtom);
  return context ? { deadlineAt: context.deadlineAt, skewMs: 0 } : null;
});
