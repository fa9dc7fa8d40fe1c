import type { BusMessage } from '@vsf/engine';

/**
 * The API publishes events here after its transactions commit; the realtime server
 * relays them to rooms, and every API process hears them to drop its caches.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(message: BusMessage): Promise<void>;
  /** Every subscriber in every process sees every message. */
  subscribe(handler: (message: BusMessage) => void): () => void;
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
