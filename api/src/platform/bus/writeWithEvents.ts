import type { Knex } from 'knex';
import type { BusMessage } from '@vsf/contract';
import type { AppDeps } from '../../appDeps';
import type { SendStaged } from './eventBus';

/**
 * Runs a write in one transaction and publishes the events it queued once it has committed:
 * in the scaled mode they are stored in the outbox inside the transaction, so a committed
 * write never loses its events. A failed send is logged, not thrown: the write has committed,
 * and a lost notification must not turn it into an error (or a retry into a second write).
 */
export async function writeWithEvents<T>(
  deps: Pick<AppDeps, 'db' | 'bus' | 'log'>,
  write: (trx: Knex.Transaction, publish: (message: BusMessage) => void) => Promise<T>,
): Promise<T> {
  const queued: BusMessage[] = [];
  let send = null as SendStaged | null;
  const result = await deps.db.knex.transaction(async (trx) => {
    const answer = await write(trx, (message) => queued.push(message));
    send = await deps.bus.stage(trx, queued);
    return answer;
  });
  await send?.().catch(logUnpublished(deps));
  return result;
}

/** The events of a write without a transaction, after it: each published; a failure is logged, not thrown. */
export async function publishAfterWrite(
  deps: Pick<AppDeps, 'bus' | 'log'>,
  messages: readonly BusMessage[],
): Promise<void> {
  for (const message of messages) await deps.bus.publish(message).catch(logUnpublished(deps));
}

const logUnpublished = (deps: Pick<AppDeps, 'log'>) => (error: unknown) =>
  deps.log.error({ err: error }, 'event not published');
