import type { Knex } from 'knex';
import type { BusMessage } from '@vsf/contract';

/** Sends a write's staged messages once its transaction has committed. */
export type SendStaged = () => Promise<void>;

/**
 * The API publishes events here after its transactions commit; the realtime server
 * relays them to rooms, and every API process hears them to drop its caches.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  /** Publishes a message whose write has committed (or that follows no write). */
  publish(message: BusMessage): Promise<void>;
  /**
   * Keeps a write's messages in the write's own transaction when the bus has an outbox (the
   * scaled mode), and answers what sends them: called once the transaction has committed.
   */
  stage(trx: Knex.Transaction, messages: readonly BusMessage[]): Promise<SendStaged>;
  /** Every subscriber in every process sees every message. */
  subscribe(handler: (message: BusMessage) => void): () => void;
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

/** `stage` for a bus without an outbox: nothing is stored, and the messages are published after the commit. */
export async function publishAfterCommit(
  bus: Pick<EventBus, 'publish'>,
  messages: readonly BusMessage[],
): Promise<SendStaged> {
  return async () => {
    for (const message of messages) await bus.publish(message);
  };
}
