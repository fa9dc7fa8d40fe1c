/**
 * @vsf/contract: what travels between the parts (DESIGN §3, §4). The API's calls by name with
 * the body each takes and the answer it gives; the live events with their rooms and payloads,
 * as the API publishes them on the bus and the realtime server relays them to browsers; and the
 * socket protocol, the resume after a reconnect included. It builds on the engine's domain
 * types (a points breakdown, a match phase) and holds no rule of its own.
 */
export * from './calls';
export * from './events';
export * from './liveResume';
