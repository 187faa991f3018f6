import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { EventStore } from '../event-store/port.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { ProjectionRunner } from '../../projections/runner.js';
import { notificationRecipientsIn } from '../../projections/notifications/live-targets.js';
import { liveChannel } from './channel.js';
import { LiveHub, type LiveHubOptions } from './hub.js';
import { liveRoutes } from './routes.js';

type Limits = Pick<LiveHubOptions, 'maxStreams' | 'maxPerIp' | 'heartbeatMs' | 'replayLimit' | 'maxBuffered' | 'maxUnreadBytes'>;

/**
 * The API's live updates: a hub fed by this node's in-process runner (after each commit) and,
 * with REDIS_URL, by the read model's Redis channel, which the projector worker (or whichever
 * node projects) publishes on. `close()` ends every open stream (call it before the HTTP
 * server's close, which waits for open requests).
 */
export function liveForApp(opts: {
  store: EventStore;
  rm: ReadModel;
  runner: ProjectionRunner;
  redis?: Redis | undefined;
  readModelDir: string;
  log: Logger;
  limits?: Limits;
}) {
  const hub = new LiveHub({
    store: opts.store,
    connection: () => opts.rm.connection,
    recipientsOf: notificationRecipientsIn(() => opts.rm.connection),
    projected: () => opts.runner.position(),
    log: opts.log,
    redis: opts.redis,
    channel: opts.redis ? liveChannel(opts.readModelDir) : undefined,
    ...opts.limits,
  });
  const off = opts.runner.onProjected(hub.onProjected);
  return {
    hub,
    routes: liveRoutes(hub),
    close() {
      off();
      hub.close();
    },
  };
}
