import Koa from 'koa';
import { Keygrip } from './shared/keygrip.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { allProjections } from '../projections/all.js';
import { projectionDeps } from '../projections/deps.js';
import { ReadModel } from '../projections/read-db.js';
import { rebuildReadModel } from '../projections/rebuild.js';
import { ProjectionRunner, waitForPosition } from '../projections/runner.js';
import { controlProjector } from '../workers/heartbeat.js';
import { projectionQueue } from '../workers/queue.js';
import { adminArticleRoutes } from './articles/admin.routes.js';
import { articleImageRoutes } from './articles/images.routes.js';
import { articleScheduleRoutes } from './articles/schedule.routes.js';
import { articleSchedulerKey } from './articles/schedules.js';
import { adminCommentRoutes } from './comments/admin.routes.js';
import { auditRoutes } from './admin/audit.routes.js';
import { articleRoutes } from './articles/routes.js';
import { serverHead } from './articles/seo.js';
import { routeTable } from './shared/route-table.js';
import { authRoutes } from './auth/routes.js';
import { memberRoutes } from './auth/members.routes.js';
import { moderationMemberRoutes } from './moderation/members.routes.js';
import { moderationQueueRoutes } from './moderation/queue.routes.js';
import { refuseSuspendedWrites } from './moderation/suspension.js';
import { holdNewAccounts } from './moderation/trust-limits.js';
import { startSignUpSweeper } from './auth/expired-sign-ups.js';
import { startUploadSweeper } from './uploads-cleanup.js';
import { avatarRoutes } from './avatars/routes.js';
import { accountRoutes } from './account/routes.js';
import { emailChangeRoutes } from './auth/email.routes.js';
import { sessionRoutes } from './account/sessions.routes.js';
import { memberProfileRoutes } from './members/routes.js';
import { commentRoutes } from './comments/routes.js';
import { forumRoutes } from './forum/routes.js';
import { forumCategoryRoutes } from './forum/category.routes.js';
import { forumOwnPostRoutes } from './forum/own-posts.routes.js';
import { productRoutes } from './products/routes.js';
import { reviewOwnRoutes } from './products/review-own.routes.js';
import { adminProductRoutes } from './products/admin.routes.js';
import { expertRoutes } from './experts/routes.js';
import { expertAdminRoutes } from './experts/admin.routes.js';
import { avatarVariants } from './avatars/images.js';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../schemas/auth/avatar-path.js';
import { newsletterRoutes } from './newsletter/routes.js';
import { newsletterTopicRoutes } from './newsletter/topics.routes.js';
import { newsletterIssueRoutes } from './newsletter/issues.routes.js';
import { newsletterIssuePublicRoutes } from './newsletter/issues.public.js';
import { issueSenderKey } from './newsletter/issues.sender.js';
import { contactRoutes } from './contact/routes.js';
import { searchRoutes } from './search/routes.js';
import { synonymRoutes } from './search/synonyms.routes.js';
import { searchIndexFor } from './search/index.js';
import { warmSearch } from './search/queries.js';
import { sessionUser } from './auth/queries.js';
import type { Config } from './config.js';
import type { EventStore } from './event-store/port.js';
import { opsRoutes } from './ops/routes.js';
import { loadUser, SESSION_LIMITS, sessionMiddleware, signedInHint } from './shared/auth.js';
import type { Deps } from './shared/deps.js';
import { unavailable } from './shared/errors.js';
import { compression } from './shared/compression.js';
import { AnswerCache } from './shared/answer-cache.js';
import { conditionalGet } from './shared/etag.js';
import { csrf, errors, hitRequestLimits, jsonBody, objectBody, requestLimits, securityHeaders } from './shared/http.js';
import { createLogger, throttledWarn } from './shared/log.js';
import { every } from './shared/every.js';
import { createMailer, type Mail } from './shared/mailer.js';
import { openOutbox } from './shared/outbox.js';
import { mailQueue } from '../workers/mail.worker.js';
import { openSharedStores } from './shared/shared-stores.js';
import { sharedFilesMiddleware } from './shared/shared-files.js';
import { prepareDataDir } from './shared/data-dir.js';
import { createBackground } from './shared/background.js';
import { acknowledgedWork, registerWorkKinds } from './acknowledged-work.js';
import { defineServices } from './services.js';
import { Services } from './shared/services.js';
import { finishEarlierDeletions } from './account/after-deletion.js';
import { emailLimitTag, RateLimits } from './shared/rate-limits.js';
import { openRedisSessionStore, openSqliteSessionStore } from './shared/sessions.js';
import { serveWeb } from './shared/static.js';
import { imageService } from './images/warm.js';
import { liveForApp } from './live/wire.js';
import { notificationDeliveryKey } from './notifications/delivery.js';
import { notificationRoutes } from './notifications/routes.js';
import { serverRenderer } from './ssr/renderer.js';
import { notFoundRoute, publicRoutes } from './public-pages.js';
import { renderShell, siteHeadTags, siteRoutes } from './site.js';

export interface AppOptions {
  logger?: Logger;
  /**
   * Without it: in process without REDIS_URL; with REDIS_URL, in process only while no
   * projector worker reports a heartbeat for this read model (workers/heartbeat.ts).
   */
  inProcessProjector?: boolean;
  webRoot?: string;
  /** The server renderer bundle (default dist/ssr/entry-server.js). */
  ssrEntry?: string;
  /** The app's clock (deps.now) from its first moment: tests start an app at a later time (scheduled publishing). */
  now?: () => Date;
}

/** In development without SESSION_SECRET, a random secret is kept in the data dir so sessions survive restarts. */
function sessionKeys(config: Config): string[] {
  if (config.production || process.env.SESSION_SECRET) return config.sessionKeys;
  const file = join(config.dataDir, 'session-secret');
  mkdirSync(config.dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, config.sessionKeys[0]!, { mode: 0o600 });
  return [readFileSync(file, 'utf8').trim()];
}

/**
 * How old a read-model position the public caches (answers, rendered pages) may go by: batches this
 * process projects are seen at once, another process's (workers, another node) within this time;
 * a request waiting for its own write always asks afresh.
 */
const PUBLIC_CACHE_MAX_AGE_MS = 1;

/** The composition root: wires the event store, read model, projector, sessions and routes. */
export async function createApp(config: Config, opts: AppOptions = {}) {
  const log = opts.logger ?? createLogger(config.logLevel);
  prepareDataDir(config, log);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', throttledWarn(log, 'redis unavailable: rate limits fall back to memory'));
  const queue = config.redisUrl ? projectionQueue(config.redisUrl, throttledWarn(log, 'redis unavailable: projection wake-ups wait for the periodic tick')) : undefined;
  // The log and the member keys: in PostgreSQL when EVENTSTORE_URL is postgres:// (api/shared/shared-stores.ts).
  const { store: baseStore, keys } = await openSharedStores(config, log);
  const store: EventStore = queue ? wakeWorkersOnAppend(baseStore, () => queue.wake(), log) : baseStore;
  const rm = new ReadModel(config.files.readModelDir);
  const runner = new ProjectionRunner(store, rm, allProjections, projectionDeps(keys), {
    onError: (err) => log.error({ err }, 'projection halted'),
  });
  const live = liveForApp({ store: baseStore, rm, runner, redis, readModelDir: config.files.readModelDir, log });
  const swapTimer = every(1000, () => rm.followSwap(), throttledWarn(log, 'read model swap check failed; trying again each second'));
  const stale = runner.staleProjections();
  if (stale.length) {
    log.warn({ projections: stale }, 'projection versions changed: rebuilding the read model');
    await rebuildReadModel({ store: baseStore, keys, dir: config.files.readModelDir });
    rm.followSwap();
  }
  const projector = await controlProjector(runner, { redis, readModelDir: config.files.readModelDir, fixed: opts.inProcessProjector, log });
  const inProcess = () => projector.projecting();
  const mail = config.redisUrl && config.smtpUrl ? queuedMail(config.redisUrl, config.files.outboxDb) : undefined;
  const sessions = config.sessionStore === 'redis' && redis ? openRedisSessionStore(redis) : openSqliteSessionStore(config.files.sessions);
  const deps: Deps = {
    config,
    store,
    keys,
    rm,
    log,
    mailer: createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: config.files.outbox, enqueue: mail?.enqueue }),
    limits: new RateLimits(config.rateLimits, redis, (email) => emailLimitTag(keys, email)),
    sessions,
    background: createBackground(log),
    services: new Services(),
    // Tests move deps.now (a sign-up's 48 hours): the work items' time follows it.
    work: acknowledgedWork({ config, store, keys, rm, log, now: () => deps.now() }),
    answers: new AnswerCache(() => `${rm.generation}\0${runner.position(PUBLIC_CACHE_MAX_AGE_MS) ?? '-'}`),
    now: opts.now ?? (() => new Date()),
    async awaitProjection(position) {
      if (!position) return;
      if (inProcess()) runner.wake().catch(() => undefined);
      const ok = await waitForPosition(() => runner.position(), position, config.readWaitMs, inProcess() ? runner : undefined);
      if (!ok) throw unavailable('Your change was saved, but the site is slow to show it. Please refresh in a moment.');
    },
  };
  defineServices(deps);
  registerWorkKinds(deps);
  // The search index is ready before the first request (a snapshot, or built from the read model),
  // and its query path compiled by a few hundred searches of its own words (at most 0.4 s).
  searchIndexFor(deps).sync();
  warmSearch(deps);
  // What a crash left: every acknowledged item not done, and deletions whose keys outlived them.
  await finishEarlierDeletions(deps);
  await deps.work.sweep({ early: true });
  // Scheduled publishing: every schedule in the log is armed, and one due while nothing ran is published now.
  await deps.services.get(articleSchedulerKey).sweep();
  // Notification emails (issue 29): what was due while nothing ran goes out now; each projected batch looks again.
  const notificationMail = deps.services.get(notificationDeliveryKey);
  await notificationMail.sweep();
  const offNotificationMail = runner.onProjected(() => notificationMail.poke());
  // Newsletter sends a crash left are resumed, and scheduled issues whose time came while nothing ran go out.
  await deps.services.get(issueSenderKey).sweep();
  const stopSignUpSweeper = startSignUpSweeper(deps);
  const stopUploadSweeper = startUploadSweeper(deps);

  const app = new Koa({ keys: new Keygrip(sessionKeys(config), 'sha256') as unknown as string[], proxy: config.trustProxy, maxIpsCount: 1 });
  app.silent = true;
  app.use(errors(log));
  app.use(securityHeaders({ hsts: true }));
  // Held public answers for readers without cookies, ahead of everything below (answer-cache.ts).
  app.use(deps.answers.lane((ctx) => hitRequestLimits(deps.limits, ctx)));
  // Compression wraps the conditional GET, so ETags and 304s are decided on the identity body.
  app.use(compression());
  app.use(conditionalGet);
  app.use(requestLimits(deps.limits));
  app.use(csrf(config.publicUrl));
  // SECURITY 1: JSON bodies up to 32 KB, an article (admin create, edit) up to 512 KB; over is 413.
  const body = jsonBody('32kb');
  const articleBody = jsonBody('512kb');
  app.use((ctx, next) => (ctx.path.startsWith('/_api/admin/articles') || ctx.path.startsWith('/_api/admin/newsletter/issues') ? articleBody(ctx, next) : body(ctx, next)));
  app.use(objectBody);
  if (config.cookieSecure) {
    // TLS may end at a proxy we do not trust for X-Forwarded-Proto: the cookie is Secure
    // regardless, and browsers keep it only over HTTPS (or on localhost).
    app.use(async (ctx, next) => {
      (ctx.cookies as unknown as { secure: boolean }).secure = true;
      return next();
    });
  }
  app.use(
    sessionMiddleware(app, sessions, {
      secure: config.cookieSecure,
      onExpired: (ctx) => ctx.state.log?.info({ event: 'session_expired', ip: ctx.ip, outcome: 'expired' }),
    }),
  );
  app.use(signedInHint({ secure: config.cookieSecure, maxAgeMs: SESSION_LIMITS.user.absolute }));
  app.use(loadUser((id) => sessionUser(rm, id)));
  // The request's time, from the one clock every decision reads (commandContext; tests move deps.now).
  app.use((ctx, next) => {
    ctx.state.now = deps.now();
    return next();
  });
  // A suspended member's every write is refused here, in one place, whatever route it is for; a new
  // account's posts are held to the trust limits (issue 29).
  app.use(refuseSuspendedWrites(deps));
  app.use(holdNewAccounts(deps));
  const images = imageService(deps);
  const routers = [
    authRoutes(deps),
    avatarRoutes(deps),
    accountRoutes(deps),
    emailChangeRoutes(deps),
    sessionRoutes(deps),
    memberProfileRoutes(deps),
    articleRoutes(deps),
    commentRoutes(deps),
    forumRoutes(deps),
    forumCategoryRoutes(deps),
    forumOwnPostRoutes(deps),
    productRoutes(deps),
    reviewOwnRoutes(deps),
    adminProductRoutes(deps),
    expertRoutes(deps),
    // Expert photos are re-encoded as avatars are (same sizes, no metadata): the studio is handed that step here.
    expertAdminRoutes(deps, { squares: avatarVariants, maxBytes: AVATAR_MAX_BYTES, types: AVATAR_TYPES }),
    newsletterRoutes(deps),
    newsletterTopicRoutes(deps),
    newsletterIssueRoutes(deps),
    newsletterIssuePublicRoutes(deps),
    contactRoutes(deps),
    searchRoutes(deps),
    synonymRoutes(deps),
    adminArticleRoutes(deps),
    articleImageRoutes(deps),
    articleScheduleRoutes(deps),
    adminCommentRoutes(deps),
    auditRoutes(deps),
    memberRoutes(deps),
    moderationMemberRoutes(deps),
    moderationQueueRoutes(deps),
    siteRoutes(deps),
    images.routes,
    opsRoutes(deps, () => (inProcess() ? runner : null), () => runner.checkpoints()),
    notificationRoutes(deps),
    live.routes,
  ];
  // With PostgreSQL: uploaded files this node has not pulled yet are fetched, new ones stored before the answer.
  app.use(sharedFilesMiddleware(config.dataDir));
  app.use(routeTable(routers));
  const webRoot = opts.webRoot ?? resolve('dist/web');
  const ssr = serverRenderer(deps, {
    webRoot,
    entry: opts.ssrEntry ?? resolve('dist/ssr/entry-server.js'),
    position: () => runner.position(PUBLIC_CACHE_MAX_AGE_MS),
    pages: { routes: publicRoutes, notFound: notFoundRoute },
    head: { page: (path) => serverHead(deps, path), site: () => siteHeadTags(deps) },
  });
  app.use(serveWeb(webRoot, renderShell(deps), ssr.page));

  const close = async () => {
    offNotificationMail();
    live.close();
    images.stop();
    // Acknowledged work first (its items use the services), given 5 s; what is left stays in the log.
    await deps.work.stop();
    await deps.services.stopAll();
    stopSignUpSweeper();
    stopUploadSweeper();
    await deps.background.idle();
    clearInterval(swapTimer);
    projector.stop();
    await runner.stop();
    await queue?.close();
    await mail?.close();
    redis?.disconnect();
    await sessions.close();
    await store.close();
    rm.close();
    keys.close();
  };
  return { app, deps, runner, ssr, close, live };
}

/** SMTP delivery from a BullMQ job: the message waits in the node's outbox table, the job holds its id. */
function queuedMail(redisUrl: string, file: string) {
  const outbox = openOutbox(file);
  const q = mailQueue(redisUrl);
  return {
    async enqueue(m: Mail) {
      const id = outbox.put(m);
      if (id !== null) await q.enqueue(id);
    },
    async close() {
      await q.close();
      outbox.close();
    },
  };
}

/** With workers (REDIS_URL), every append enqueues a deduplicated wake-up; a lost one is caught by the tick. */
function wakeWorkersOnAppend(store: EventStore, wake: () => Promise<void>, log: Logger): EventStore {
  return {
    kind: store.kind,
    readStream: (s, from) => store.readStream(s, from),
    readAll: (after, limit) => store.readAll(after, limit),
    head: () => store.head(),
    count: () => store.count(),
    countAfter: (after) => store.countAfter(after),
    subscribe: (l) => store.subscribe(l),
    nextId: (kind) => store.nextId(kind),
    readSnapshot: (streamId) => store.readSnapshot(streamId),
    writeSnapshot: (streamId, snap) => store.writeSnapshot(streamId, snap),
    close: () => store.close(),
    async append(streamId, events, expected) {
      const res = await store.append(streamId, events, expected);
      wake().catch((err: Error) => log.warn({ err: err.message }, 'could not enqueue catch-up; the periodic tick will'));
      return res;
    },
  };
}
