import { describe, expect, it, vi } from 'vitest';
import type { MatchLivePayload, ResumeResult } from '@vsf/contract';
import { createStore } from 'jotai';
import { createQueryClient } from '../queryClient';
import { apiQueryKey } from '../useApiQuery';

/** A stand-in for socket.io's client: records what the page emits, lets the test fire server events. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, (payload?: unknown) => void>();
  let anyHandler: (event: string, ...args: unknown[]) => void = () => undefined;
  const emitted: unknown[][] = [];
  const socket = {
    connected: false,
    recovered: false,
    on: (event: string, handler: (payload?: unknown) => void) => handlers.set(event, handler),
    onAny: (handler: typeof anyHandler) => (anyHandler = handler),
    emit: (...args: unknown[]) => emitted.push(args),
    timeout: () => socket,
    disconnect: () => undefined,
    connect: () => undefined,
  };
  /** A server event, with its stream offset as Socket.IO appends it; `connect` and `disconnect` are the socket's own. */
  const fire = (event: string, payload?: unknown, offset?: string) => {
    if (event === 'connect') socket.connected = true;
    if (event === 'disconnect') socket.connected = false;
    if (event === 'connect' || event === 'disconnect') handlers.get(event)?.(payload);
    else anyHandler(event, payload, ...(offset ? [offset] : []));
  };
  return { socket, emitted, fire };
});

vi.mock('socket.io-client', () => ({ io: () => fake.socket }));
vi.mock('../client', () => ({ fetchClientConfig: async () => ({ success: true, realtimeUrl: null }) }));

const { joinRoom, onLiveEvent, startRealtime } = await import('./socket');

/** The rooms the page asked to join, in order (each emit is ['join', room, ack]). */
const joins = () => fake.emitted.filter(([event]) => event === 'join').map(([, room]) => room);

const goal: MatchLivePayload = {
  season: 2026,
  round: 3,
  matchID: 'M3',
  homeTeamScore: 1,
  awayTeamScore: 0,
  kind: 'goal',
  text: 'Mål av Ola Nordmann',
  phase: 'firstHalf',
  eventID: 5,
};

describe('the socket on a match page', () => {
  it('joins the match room, refetches the match on match:live, and after a drop joins again and refetches', async () => {
    const client = createQueryClient();
    const match = apiQueryKey('getLiveMatch', { matchID: 'M3' });
    const other = apiQueryKey('getLiveMatch', { matchID: 'M4' });
    await startRealtime(createStore(), client);
    const leave = joinRoom('match:M3');
    fake.fire('connect');
    expect(joins()).toEqual(['match:M3']);

    client.setQueryData(match, { answer: 1 });
    client.setQueryData(other, { answer: 1 });
    fake.fire('match:live', goal);
    await vi.waitFor(() => expect(client.getQueryState(match)?.isInvalidated).toBe(true));
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);

    // Away for a while: whatever was sent meanwhile, the page asks again when it is back.
    client.setQueryData(match, { answer: 2 });
    client.setQueryData(other, { answer: 2 });
    fake.emitted.length = 0;
    fake.fire('disconnect');
    fake.fire('connect');
    expect(joins()).toEqual(['match:M3']);
    await vi.waitFor(() => expect(client.getQueryState(match)?.isInvalidated).toBe(true));
    expect(client.getQueryState(other)?.isInvalidated).toBe(true);

    leave();
    expect(fake.emitted).toContainEqual(['leave', 'match:M3']);
  });

  it('after a reconnect the server could not recover, resumes its rooms and shows the missed events once, in order', async () => {
    const shown: (number | undefined)[] = [];
    const stop = onLiveEvent('match:live', (payload) => shown.push(payload.eventID));
    const leave = joinRoom('match:M9');
    fake.fire('match:live', { ...goal, eventID: 1 }, '100-0');
    fake.emitted.length = 0;
    fake.fire('disconnect');
    fake.fire('connect');
    const [event, request, ack] = fake.emitted.find(([name]) => name === 'resume')!;
    expect(event).toBe('resume');
    expect(request).toEqual({ rooms: expect.arrayContaining(['match:M9']) as unknown, since: '100-0' });
    expect(joins()).toEqual([]);
    // An event sent after the rooms were joined arrives live before the answer, which holds it too.
    fake.fire('match:live', { ...goal, eventID: 4 }, '103-0');
    expect(shown).toEqual([1]);
    const missed = [2, 3, 4].map((id) => ['match:live', { ...goal, eventID: id }, `${99 + id}-0`]);
    (ack as (error: Error | null, result: ResumeResult) => void)(null, {
      joined: { 'match:M9': { ok: true } },
      missed,
    });
    expect(shown).toEqual([1, 2, 3, 4]);
    // The same event once more (live, late) is not shown twice.
    fake.fire('match:live', { ...goal, eventID: 4 }, '103-0');
    expect(shown).toEqual([1, 2, 3, 4]);
    leave();
    stop();
  });

  it('asks again, later each time, after a join refused for a passing reason, and stops on a final refusal', async () => {
    vi.useFakeTimers();
    try {
      fake.emitted.length = 0;
      const leave = joinRoom('league:4');
      const answer = (result: { ok: boolean; retry?: boolean }) => {
        const ack = fake.emitted.at(-1)?.[2] as (result: { ok: boolean; retry?: boolean }) => void;
        ack(result);
      };
      expect(joins()).toEqual(['league:4']);
      answer({ ok: false, retry: true });
      await vi.advanceTimersByTimeAsync(999);
      expect(joins()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(joins()).toHaveLength(2);
      answer({ ok: false, retry: true });
      await vi.advanceTimersByTimeAsync(2000);
      expect(joins()).toHaveLength(3);
      answer({ ok: false });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(joins()).toHaveLength(3);
      leave();
    } finally {
      vi.useRealTimers();
    }
  });
});
