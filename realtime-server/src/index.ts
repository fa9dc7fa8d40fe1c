export {
  createRealtimeServer,
  sameSiteHandshake,
  type RealtimeDeps,
  type RealtimeServer,
  type SocketUser,
} from './realtimeServer';
export { createRedisRelaySource } from './redisRelaySource';
export { apiBackedDeps } from './apiClient';
export { createRedisClient, type RedisClient } from './redisClient';
export { countSockets, eventRelayed, insideAddress, realtimeMetricsRegistry } from './metrics';
