import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LiveResume, type ReceivedEvent } from './liveResume';

const event = (n: number): ReceivedEvent => ({ event: 'match:live', args: [{ eventID: n }, `${1000 + n}-0`] });
const packet = (n: number): unknown[] => ['match:live', { eventID: n }, `${1000 + n}-0`];
const ids = (events: ReceivedEvent[]) => events.map((e) => (e.args[0] as { eventID: number }).eventID);

describe('LiveResume', () => {
  it('hands on live events at once until a resume, and events without an offset always', () => {
    const live = new LiveResume();
    expect(ids(live.received(event(1)))).toEqual([1]);
    expect(live.received({ event: 'deadline', args: [{}] })).toHaveLength(1);
    expect(live.received(event(1))).toEqual([]);
  });

  it('has nothing to resume before the first event with an offset', () => {
    expect(new LiveResume().resuming()).toBeNull();
  });

  it('hands on the live events held during a resume that failed', () => {
    const live = new LiveResume();
    live.received(event(1));
    expect(live.resuming()).toBe('1001-0');
    expect(live.received(event(5))).toEqual([]);
    expect(ids(live.resumed(null))).toEqual([5]);
  });

  /**
   * The server sent events 1..total. The browser got 1..got live, then its process died. On the
   * new process the rooms were joined when event `joinedAt` was next; the resume's answer read
   * the stream up to `readUpTo`. Live events from `joinedAt` on arrive before the answer up to
   * `beforeAnswer`, the rest after it (some of those already in the answer). Whatever the timing,
   * the views see 1..total once each, in order.
   */
  it('shows every event once and in order, however live events and the answer interleave', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 30 })
          .chain((total) =>
            fc.tuple(
              fc.constant(total),
              fc.integer({ min: 1, max: total }),
              fc.integer({ min: 0, max: total }),
              fc.integer({ min: 0, max: total }),
              fc.integer({ min: 0, max: total }),
            ),
          ),
        ([total, got, joinOffset, readOffset, beforeOffset]) => {
          const joinedAt = Math.min(total + 1, got + 1 + (joinOffset % (total - got + 1)));
          const readUpTo = Math.max(joinedAt - 1, Math.min(total, joinedAt - 1 + readOffset));
          const beforeAnswer = Math.min(total, joinedAt - 1 + beforeOffset);
          const live = new LiveResume();
          const shown: ReceivedEvent[] = [];
          for (let n = 1; n <= got; n++) shown.push(...live.received(event(n)));
          expect(live.resuming()).toBe(`${1000 + got}-0`);
          for (let n = joinedAt; n <= beforeAnswer; n++) shown.push(...live.received(event(n)));
          const missed = [];
          for (let n = got + 1; n <= readUpTo; n++) missed.push(packet(n));
          shown.push(...live.resumed(missed));
          for (let n = Math.max(joinedAt, beforeAnswer + 1); n <= total; n++) shown.push(...live.received(event(n)));
          expect(ids(shown)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
        },
      ),
    );
  });
});
