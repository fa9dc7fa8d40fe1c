import type { BusMessage } from '@vsf/contract';
import { publishAfterCommit, type EventBus } from './eventBus';

/** The embedded mode's bus: one process, so a list of handlers is the whole story. */
export function createMemoryBus(): EventBus {
  const handlers = new Set<(message: BusMessage) => void>();
  const bus: EventBus = {
    kind: 'memory',
    async publish(message) {
      for (const handler of handlers) handler(message);
    },
    stage: (_trx, messages) => publishAfterCommit(bus, messages),
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    healthy: async () => true,
    close: async () => handlers.clear(),
  };
  return bus;
}
