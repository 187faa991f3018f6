import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Deps } from '../shared/deps.js';
import { serviceKey } from '../shared/services.js';
import { publishDueSchedule } from './schedule.commands.js';
import { closeWorkerAndQueue } from '../shared/bull-close.js';
import { dueTimers } from '../shared/due-timers.js';

/**
 * Scheduled publishing's jobs, derived from the log: the `article_schedules` read model
 * (projections/articles/articles.projection.ts) holds every live schedule, and each is armed
 * here: a timer in this process, or with REDIS_URL a BullMQ delayed job whose id is the article
 * and the time, so every process arming it adds one job. A due job publishes through
 * `publishDueSchedule`, which decides on the article stream at its revision: a cancelled or
 * moved schedule, or an article already published or deleted, appends nothing, and two
 * processes firing together publish once. At start every schedule is armed (one already due,
 * say while the server was down, fires at once); a periodic sweep arms those another process
 * made, and re-arms any whose timer was beyond the longest delay a timer takes.
 */
export interface ArticleScheduler {
  /** Arms every schedule in the read model; returns how many were armed now. */
  sweep(): Promise<number>;
  /** Arms one schedule (right after a command made it, before the next sweep). */
  arm(articleId: number, publishAt: string, scheduledBy: number | null): Promise<void>;
  /** Resolves once every fired job has finished (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export const articleSchedulerKey = serviceKey<ArticleScheduler>('article-scheduler');

export const ARTICLE_SCHEDULES_QUEUE = 'article-schedules';
const SWEEP_LIMIT = 1000;

interface Row {
  article_id: number;
  publish_at: string;
  scheduled_by: number | null;
}

export function createArticleScheduler(deps: Deps, opts: { sweepMs?: number; redisUrl?: string } = {}): ArticleScheduler {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const jobId = (articleId: number, publishAt: string) => `article-${articleId}-${Date.parse(publishAt)}`;

  const fire = (articleId: number, publishAt: string, scheduledBy: number | null) => {
    const p = publishDueSchedule(deps, articleId, publishAt, scheduledBy)
      .then((out) => (out.events.length ? deps.log.info({ event: 'article_published_by_schedule', articleId, publishAt }, 'scheduled article published') : undefined))
      .catch((err: unknown) => deps.log.error({ err, articleId, publishAt }, 'scheduled publish failed; the next sweep tries again'));
    running.add(p);
    void p.finally(() => running.delete(p));
    return p;
  };

  const bull = opts.redisUrl ? bullSchedules(opts.redisUrl, (d) => fire(d.articleId, d.publishAt, d.scheduledBy), deps) : undefined;

  // Made once everything that may throw is built: its sweep calls `api`.
  const timers = dueTimers<string>(() => deps.now(), {
    everyMs: opts.sweepMs ?? 30_000,
    run: () => void api.sweep().catch((err: unknown) => deps.log.warn({ err }, 'schedule sweep failed; trying again')),
  });

  const armTimer = (articleId: number, publishAt: string, scheduledBy: number | null) => {
    if (stopped) return false;
    return timers.arm(jobId(articleId, publishAt), publishAt, () => void fire(articleId, publishAt, scheduledBy));
  };

  const api: ArticleScheduler = {
    async arm(articleId, publishAt, scheduledBy) {
      if (stopped) return;
      if (!bull) {
        armTimer(articleId, publishAt, scheduledBy);
        return;
      }
      // The schedule is already in the log: a Redis that is away must not fail or hold the request
      // that made it. The sweep (at start and every 30 s) adds the job once Redis answers.
      const delay = Math.max(0, Date.parse(publishAt) - deps.now().getTime());
      await bull.add(jobId(articleId, publishAt), { articleId, publishAt, scheduledBy }, delay).catch((err: Error) => deps.log.warn({ err: err.message, articleId }, 'could not add the schedule job; the sweep will'));
    },
    async sweep() {
      if (stopped) return 0;
      const rows = deps.rm
        .stmt<[number], Row>('SELECT article_id, publish_at, scheduled_by FROM article_schedules ORDER BY publish_at, article_id LIMIT ? + 0')
        .all(SWEEP_LIMIT);
      let armed = 0;
      const now = deps.now().getTime();
      for (const r of rows) {
        // A due one fires here and now in every mode: the clock (deps.now) may have moved past it while nothing ran.
        if (Date.parse(r.publish_at) <= now) {
          if (!timers.has(jobId(r.article_id, r.publish_at))) await fire(r.article_id, r.publish_at, r.scheduled_by);
          armed += 1;
        } else if (bull) {
          await api.arm(r.article_id, r.publish_at, r.scheduled_by);
          armed += 1;
        } else if (armTimer(r.article_id, r.publish_at, r.scheduled_by)) armed += 1;
      }
      return armed;
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
    async stop() {
      stopped = true;
      timers.stop();
      await api.idle();
      await bull?.close();
    },
  };
  return api;
}

type JobData = { articleId: number; publishAt: string; scheduledBy: number | null };

/**
 * The BullMQ side: a delayed job per (article, time), carrying ids and the time only. Its id
 * makes a second add (another process, a sweep) a no-op while the job exists; a job added again
 * after it ran runs again and appends nothing.
 */
function bullSchedules(url: string, run: (d: JobData) => Promise<unknown>, deps: Deps) {
  // No offline queue: an add while Redis is away fails at once (and is logged) instead of waiting.
  const qConn = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: false });
  const wConn = new Redis(url, { maxRetriesPerRequest: null });
  const queue = new Queue<JobData>(ARTICLE_SCHEDULES_QUEUE, { connection: qConn });
  queue.on('error', (err) => deps.log.warn({ err: err.message }, 'redis unavailable: schedules wait for the sweep'));
  const worker = new Worker<JobData>(ARTICLE_SCHEDULES_QUEUE, async (job) => void (await run(job.data)), { connection: wConn, concurrency: 1 });
  worker.on('error', (err) => deps.log.warn({ err: err.message }, 'schedule worker: redis unavailable'));
  return {
    async add(id: string, data: JobData, delay: number) {
      await queue.add('publish', data, { jobId: id, delay, removeOnComplete: 100, removeOnFail: 100, attempts: 5, backoff: { type: 'exponential', delay: 1000 } });
    },
    close: () => closeWorkerAndQueue(worker, queue, [qConn, wConn]),
  };
}
