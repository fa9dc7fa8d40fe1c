import type { AppConfig } from './config';
import type { Database } from './platform/db/database';
import type { EventBus } from './platform/bus/eventBus';
import type { Logger } from './logger';

/** What every route and service gets: no module reaches for globals. */
export interface AppDeps {
  db: Database;
  bus: EventBus;
  config: AppConfig;
  log: Logger;
  /** The clock; tests move it to check deadlines. */
  now: () => Date;
}
