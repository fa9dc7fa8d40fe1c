import { fanoutPayload, rooms, type BusMessage, type DeadlinePayload, type EventName } from '@vsf/contract';
import type { RealtimeServer } from './socketTypes';

/**
 * A fan-out message (one event, one payload per user) reaches each user's own
 * room on this process only. The process that takes the message from the bus emits to its
 * own sockets and hands the whole message once to the other processes (`serverSideEmit`,
 * the adapter's Redis PUB/SUB), which do the same: 100,000 managers cost one message
 * between processes, never one adapter message per user.
 */
export function emitFanoutLocally(io: RealtimeServer, message: BusMessage<EventName>): void {
  const fanout = message.fanout;
  if (!fanout) return;
  // The adapter's own room index: a user without a socket here costs one Map lookup.
  const localRooms = io.sockets.adapter.rooms;
  for (let index = 0; index < fanout.userIDs.length; index++) {
    const room = rooms.user(fanout.userIDs[index]!);
    if (!localRooms.has(room)) continue;
    // The pair travels as JSON, so its payload type is the event's own (see relay).
    io.local.to(room).emit(message.event as 'deadline', fanoutPayload(message, index) as DeadlinePayload);
  }
}
