import type { Server, Socket } from 'socket.io';
import type { BusMessage, ClientToServerEvents, EventName, ServerToClientEvents } from '@vsf/contract';

/** Who a socket belongs to, decided at the handshake from the session cookie, and again when that user's sessions change. */
export interface SocketUser {
  userID: number;
}

export interface SocketData {
  user: SocketUser | null;
  cookie: string | undefined;
  /** The API did not answer who the visitor is at the handshake: asked again on the next join that needs it. */
  userUnknown: boolean;
}

/** What one realtime process tells the others through the adapter. */
export interface ServerSideEvents {
  /** A fan-out bus message taken by another process: emit it to this process's sockets. */
  fanout: (message: BusMessage<EventName>) => void;
  /** Users whose sessions or rows changed, taken by another process: ask their sockets again. */
  usersChanged: (userIDs: number[] | 'all') => void;
}

export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
