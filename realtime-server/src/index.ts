export { createRealtimeServer, type RealtimeDeps, type RealtimeServer, type SocketUser } from './realtimeServer';
