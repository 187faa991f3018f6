import { loadConfig } from '../api/config.js';
import { createLogger, throttledWarn } from '../api/shared/log.js';
import { every } from '../api/shared/every.js';
import { openSharedStores } from '../api/shared/shared-stores.js';
import { allProjections } from '../projections/all.js';
import { projectionDeps } from '../projections/deps.js';
import { ReadModel } from '../projections/read-db.js';
import { ProjectionRunner } from '../projections/runner.js';
import { createMailer } from '../api/shared/mailer.js';
import { openOutbox } from '../api/shared/outbox.js';
import { Redis } from 'ioredis';
import { startHeartbeat } from './heartbeat.js';
import { liveChannel, publishProjected } from '../api/live/channel.js';
import { notificationRecipientsIn } from '../projections/notifications/live-targets.js';
import { articleOfCommentIn } from '../api/live/map.js';
import { startMailWorker } from './mail.worker.js';
import { resumePendingExports, startExportWorker } from './export.worker.js';
import { openExportStore } from '../api/account/export-store.js';
import { runExport } from '../api/account/export-job.js';
import { startProjectorWorker } from './projector.worker.js';
import { CATCH_UP, projectionQueue } from './queue.js';
import { mailQueue } from './mail.worker.js';
import { acknowledgedWork, registerWorkKinds } from '../api/acknowledged-work.js';
import { defineServices } from '../api/services.js';
import { articleSchedulerKey } from '../api/articles/schedules.js';
import { issueSenderKey } from '../api/newsletter/issues.sender.js';
import { notificationDeliveryKey } from '../api/notifications/delivery.js';
import { Services } from '../api/shared/services.js';
import { finishEarlierDeletions } from '../api/account/after-deletion.js';
import { createBackground } from '../api/shared/background.js';
import { AnswerCache } from '../api/shared/answer-cache.js';
import type { Deps } from '../api/shared/deps.js';
import { unavailable } from '../api/shared/errors.js';
import { emailLimitTag, RateLimits } from '../api/shared/rate-limits.js';
import { openRedisSessionStore, openSqliteSessionStore } from '../api/shared/sessions.js';
import { waitForPosition } from '../projections/runner.js';

/**
 * `npm run workers`: projects the log into this node's read model from BullMQ wake-ups, a
 * scheduled tick every 5 s, and its own poll of the log, so losing Redis loses nothing.
 */
async function main() {
  process.umask(0o077); // files this process creates are private (see api/shared/sqlite.ts)
  const config = loadConfig();
  if (!config.redisUrl) throw new Error('npm run workers needs REDIS_URL (without it, npm start projects in-process)');
  const log = createLogger(config.logLevel).child({ proc: 'workers' });
  const { store, keys } = await openSharedStores(config, log, { pollMs: 1000 });
  const rm = new ReadModel(config.files.readModelDir);
  const runner = new ProjectionRunner(store, rm, allProjections, projectionDeps(keys), {
    pollMs: 5000,
    onError: (err) => log.error({ err }, 'projection halted'),
  });
  const swapTimer = every(1000, () => rm.followSwap(), throttledWarn(log, 'read model swap check failed; trying again each second'));
  const queue = projectionQueue(config.redisUrl, throttledWarn(log, 'redis unavailable: projecting from the log poll until it is back'));
  const worker = startProjectorWorker(config.redisUrl, runner, log);
  const mail = config.smtpUrl ? startMail(config.redisUrl, config, log) : undefined;
  // Data exports (issue 13): the job walks the log, so it runs here, never on a request.
  const exports = openExportStore(config.dataDir);
  const exportWorker = startExportWorker(config.redisUrl, (id) => runExport({ store, keys, rm, exports, now: () => new Date() }, id), log);
  void resumePendingExports(config.redisUrl, exports.pending(), log);
  // Live updates (issue 10): each committed batch's events go out on the read model's channel,
  // which every API node serving this read model subscribes to (api/live/hub.ts).
  // A publish made while Redis is away waits for its return (about 40 s of reconnect attempts); the
  // API nodes' subscribers, cut off as well, make their clients replay from the log meanwhile.
  const liveRedis = new Redis(config.redisUrl, { maxRetriesPerRequest: 20 });
  liveRedis.on('error', () => undefined);
  runner.onProjected(
    publishProjected(liveRedis, liveChannel(config.files.readModelDir), articleOfCommentIn(() => rm.connection), throttledWarn(log, 'redis unavailable: live updates not published'), notificationRecipientsIn(() => rm.connection)),
  );
  // Projecting never waits for Redis (SECURITY 2-F): the runner polls the log itself, and
  // the scheduled tick is registered whenever Redis answers.
  runner.start();
  const work = await startAcknowledgedWork(config, { store, keys, rm, runner, log });
  // Upserted again every minute: a Redis that lost its data (FLUSHALL, a new instance) gets the tick back.
  const schedule = () =>
    queue.queue
      .upsertJobScheduler('catch-up-tick', { every: 5000 }, { name: CATCH_UP, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } })
      .catch((err: Error) => log.warn({ err: err.message }, 'could not schedule the catch-up tick'));
  void schedule();
  const scheduleTimer = setInterval(() => void schedule(), 60_000);
  // Announces this worker for its read model, so an API on it stops projecting in process;
  // the key lapses on its own when this process stops or dies.
  const beatRedis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  beatRedis.on('error', () => undefined);
  const heartbeat = startHeartbeat(beatRedis, config.files.readModelDir, throttledWarn(log, 'redis unavailable: heartbeat skipped'));
  await settleWithin(heartbeat.first, 2000);
  log.info({ readModel: rm.generation }, 'projector worker started');
  process.send?.({ ready: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down');
    clearInterval(swapTimer);
    clearInterval(scheduleTimer);
    heartbeat.stop();
    beatRedis.disconnect();
    // BullMQ's close waits for Redis; with Redis down it would never return, so the queues and
    // services close side by side under one deadline (one after the other, their deadlines added
    // up past what a supervisor waits). The runner's own stop always completes (its batches are
    // transactions).
    await settleWithin(Promise.all([worker.close(), mail?.close(), exportWorker.close(), work.close()].map((p) => p?.catch(() => undefined))), 5000);
    exports.close();
    await runner.stop();
    liveRedis.disconnect();
    await settleWithin(queue.close(), 2000);
    await store.close();
    rm.close();
    keys.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * Acknowledged work (api/acknowledged-work.ts) is resumed here too: a sweep of the read model this
 * worker projects, with the same handlers as the API's, so an item whose API node died is done
 * even while no API node runs. Its mail goes out as the API's does (SMTP through the mail queue,
 * or this node's outbox folder).
 */
async function startAcknowledgedWork(
  config: ReturnType<typeof loadConfig>,
  p: { store: Deps['store']; keys: Deps['keys']; rm: ReadModel; runner: ProjectionRunner; log: ReturnType<typeof createLogger> },
) {
  const redis = new Redis(config.redisUrl!, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  const outbox = config.smtpUrl ? openOutbox(config.files.outboxDb) : undefined;
  const queue = config.smtpUrl ? mailQueue(config.redisUrl!) : undefined;
  const sessions = config.sessionStore === 'redis' ? openRedisSessionStore(redis) : openSqliteSessionStore(config.files.sessions);
  const deps: Deps = {
    config,
    store: p.store,
    keys: p.keys,
    rm: p.rm,
    log: p.log,
    mailer: createMailer({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: config.files.outbox,
      enqueue: outbox && queue ? async (m) => {
        const id = outbox.put(m);
        if (id !== null) await queue.enqueue(id);
      } : undefined,
    }),
    limits: new RateLimits(config.rateLimits, redis, (email) => emailLimitTag(p.keys, email)),
    sessions,
    answers: new AnswerCache(() => `${p.rm.generation}\0${p.runner.position() ?? '-'}`),
    background: createBackground(p.log),
    services: new Services(),
    work: acknowledgedWork({ config, store: p.store, keys: p.keys, rm: p.rm, log: p.log, now: () => new Date() }),
    now: () => new Date(),
    async awaitProjection(position) {
      if (position && !(await waitForPosition(() => p.runner.position(), position, config.readWaitMs, p.runner))) throw unavailable();
    },
  };
  defineServices(deps);
  registerWorkKinds(deps);
  await finishEarlierDeletions(deps).catch((err: unknown) => p.log.warn({ err }, 'could not finish earlier deletions'));
  await deps.work.sweep({ early: true }).catch((err: unknown) => p.log.warn({ err }, 'work sweep failed; trying again'));
  // Scheduled articles are armed here too, so one comes out while no API node runs.
  await deps.services.get(articleSchedulerKey).sweep().catch((err: unknown) => p.log.warn({ err }, 'schedule sweep failed; trying again'));
  // Newsletter sends run in this process's BullMQ worker too; the sweep resumes what a crash or a Redis flush left.
  await deps.services.get(issueSenderKey).sweep().catch((err: unknown) => p.log.warn({ err }, 'newsletter sweep failed; trying again'));
  // Notification emails (issue 29): this process projects while it runs (the API's runner stands
  // by), so it is the one that sees a reply's notification land and sweeps after each batch; the
  // jobs, keyed by notification, are BullMQ's, shared with the API's sweeps (one mail per key).
  const notificationMail = deps.services.get(notificationDeliveryKey);
  await notificationMail.sweep().catch((err: unknown) => p.log.warn({ err }, 'notification sweep failed; trying again'));
  const offNotificationMail = p.runner.onProjected(() => notificationMail.poke());
  return {
    async close() {
      offNotificationMail();
      await deps.work.stop();
      await deps.services.stopAll();
      await queue?.close();
      outbox?.close();
      await sessions.close();
      redis.disconnect();
    },
  };
}

/** Waits for `p` at most `ms`; errors are ignored (used on shutdown only). */
async function settleWithin(p: Promise<unknown> | undefined, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([p?.catch(() => undefined), new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}

function startMail(redisUrl: string, config: ReturnType<typeof loadConfig>, log: ReturnType<typeof createLogger>) {
  const outbox = openOutbox(config.files.outboxDb);
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: config.files.outbox });
  const worker = startMailWorker(redisUrl, outbox, (m) => mailer.deliver(m), log);
  return {
    async close() {
      await worker.close();
      outbox.close();
    },
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
