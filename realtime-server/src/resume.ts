import { randomUUID } from 'node:crypto';
import type { JoinResult, ResumeRequest, ResumeResult } from '@vsf/contract';
import { SOCKET_LIMITS } from './socketLimits';
import type { RealtimeSocket } from './socketTypes';

/** Stream offsets are Redis stream IDs (`ms-seq`) or the in-memory adapter's short IDs. */
const OFFSET = /^[\w-]{1,64}$/;

/**
 * `resume`: a browser whose realtime process died (kill -9) reconnects to
 * another one, which never had its session, so Socket.IO's own recovery fails. The browser
 * sends the rooms it needs and the offset of the last event it got; each room is admitted as a
 * `join` would be, then the events those rooms got after the offset are read from the
 * adapter's shared stream and answered, oldest first. Joining first means nothing falls
 * between the two: an event sent meanwhile comes both live and in the answer, and the browser
 * keeps it once (engine `LiveResume`).
 */
export async function resume(
  socket: RealtimeSocket,
  request: unknown,
  join: (room: string) => Promise<JoinResult>,
): Promise<ResumeResult> {
  const parsed = parseRequest(request);
  if (!parsed) return { joined: {}, missed: null };
  const joined: Record<string, JoinResult> = {};
  // One at a time, as separate joins would come, so the room limit counts each.
  for (const room of parsed.rooms) {
    const result = await join(room);
    if (result.ok) await socket.join(room);
    joined[room] = result;
  }
  return { joined, missed: await missedSince(socket, parsed.since) };
}

function parseRequest(request: unknown): ResumeRequest | null {
  if (typeof request !== 'object' || request === null) return null;
  const { rooms, since } = request as Partial<Record<keyof ResumeRequest, unknown>>;
  if (typeof since !== 'string' || !OFFSET.test(since)) return null;
  if (!Array.isArray(rooms) || rooms.length > SOCKET_LIMITS.rooms) return null;
  if (!rooms.every((room): room is string => typeof room === 'string')) return null;
  return { rooms: [...new Set(rooms)], since };
}

/**
 * The packets sent to the socket's rooms after `since`, through the adapter's own session
 * recovery: a session with the socket's rooms is written down and restored at once from the
 * offset (the Redis streams adapter reads its stream, the in-memory one its buffer). Null when
 * the offset is no longer kept.
 */
async function missedSince(socket: RealtimeSocket, since: string): Promise<unknown[][] | null> {
  const adapter = socket.nsp.adapter;
  const pid = `resume-${randomUUID()}`;
  // Not its own room: what this process sent the new socket, it has already received.
  const joined = [...socket.rooms].filter((room) => room !== socket.id);
  adapter.persistSession({ sid: socket.id, pid, rooms: joined, data: null });
  try {
    const session = await adapter.restoreSession(pid, since);
    return (session?.missedPackets as unknown[][] | undefined) ?? null;
  } catch {
    return null;
  }
}
