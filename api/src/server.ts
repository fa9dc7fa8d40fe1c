import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countSockets, createRealtimeServer, sameSiteHandshake, type RealtimeServer } from '@vsf/realtime-server';
import { startAnnouncementSender } from './announcements/announcementSender';
import { startAvailabilityJobs } from './availability';
import { createApp } from './app';
import type { AppDeps } from './appDeps';
import { prepareDatabase } from './bootstrap';
import { createMemoryBus } from './platform/bus/memoryBus';
import { createRedisBus } from './platform/bus/redisBus';
import { createOutboxBus } from './platform/bus/outboxBus';
import type { AppConfig } from './config';
import { openDatabase } from './platform/db/database';
import { drain, trackRequests, within } from './platform/http/drain';
import { startDeadlineReminders } from './notices/deadlineReminders';
import { startNoticeJobs } from './notices/resultReadyJobs';
import { createMailTransport, startMailSender } from './mail';
import { startVoteClosing } from './matchPlayerVote';
import { refreshMatchReport } from './matchReport';
import { createLogger } from './logger';
import { watchOutbox } from './platform/metrics/metrics';
import { realtimeBridge } from './platform/realtime/bridge';
import { withVapidKeys } from './push/pushConfig';
import { startPushSender } from './push/pushSender';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  http: Server;
  realtime: RealtimeServer | null;
  close(): Promise<void>;
}

/**
 * One process serving the API and the web app. Without REDIS_URL it also hosts the
 * realtime server and the in-process bus (the embedded mode, DESIGN §2); with it,
 * events go through Redis to separate realtime processes.
 */
export async function startServer(
  givenConfig: AppConfig,
  options: { now?: () => Date; host?: string } = {},
): Promise<RunningServer> {
  const log = createLogger();
  // The embedded mode's VAPID keys are made (once, in DATA_DIR) when the product starts, not when its settings are read.
  const config: AppConfig = { ...givenConfig, push: withVapidKeys(givenConfig.push) };
  const now = options.now ?? (() => new Date());
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(db, config, log, now());
  // In the scaled mode, events wait in the database's outbox until Redis has them.
  const bus = config.redisUrl
    ? createOutboxBus(db, await createRedisBus(config.redisUrl, log), log)
    : createMemoryBus();
  const deps: AppDeps = { db, bus, config, log, now };
  watchOutbox(db);

  const app = createApp(deps);
  const http = createServer(app.callback());
  const requests = trackRequests(http);
  const realtime = config.redisUrl
    ? null
    : createRealtimeServer(http, realtimeBridge(deps), {
        allowRequest: sameSiteHandshake(config.publicOrigin),
      });
  const uncountSockets = realtime ? countSockets(realtime) : () => undefined;
  await new Promise<void>((resolve) => http.listen(config.port, options.host ?? '0.0.0.0', resolve));
  const { port } = http.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const announcements = startAnnouncementSender(deps);
  const reminders = startDeadlineReminders(deps);
  const noticeJobs = startNoticeJobs(deps);
  const pushes = startPushSender(deps);
  if (!config.push.vapid) log.warn('push notifications are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  const availabilityJobs = startAvailabilityJobs(deps);
  const transport = createMailTransport(config);
  const mails = startMailSender(deps, {
    transport,
    site: { origin: config.publicOrigin ?? url, from: config.mailFrom, secret: config.sessionSecret },
  });
  log.info(
    { mail: transport.target },
    config.smtpUrl ? 'e-mail goes to the SMTP server' : 'no SMTP_URL: e-mail is written as .eml files',
  );
  // A closed vote names the player of the match in the match's drafted report.
  const voteClosing = startVoteClosing(deps, refreshMatchReport);
  log.info({ url, database: db.kind, bus: bus.kind }, 'server started');

  return {
    url,
    deps,
    http,
    realtime,
    /**
     * Stops taking requests, answers those in flight, closes the sockets (the browsers'
     * Socket.IO clients reconnect, to another process when there is one), then the jobs, the
     * bus and the database; a step that hangs on a service that is down is given up.
     */
    async close() {
      // Socket.IO's own close would cut the HTTP server at once; drain stops it taking
      // connections first (synchronously), then answers what is in flight.
      const drained = drain(http, requests);
      // The transport, not the socket: a browser's client then reconnects by itself.
      for (const socket of realtime?.sockets.sockets.values() ?? []) socket.conn.close();
      await drained;
      realtime?.engine.close();
      uncountSockets();
      await within(
        Promise.all([
          announcements.stop(),
          reminders.stop(),
          noticeJobs.stop(),
          mails.stop(),
          pushes.stop(),
          availabilityJobs.stop(),
          voteClosing.stop(),
        ]),
        2000,
      );
      await within(bus.close(), 1000);
      await within(db.close(), 2000);
    },
  };
}
