import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { notificationStreams, type NotificationEvent } from '../../schemas/notifications/events.js';
import { toNewEvents, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { serviceKey } from '../shared/services.js';
import { WrongExpectedRevisionError } from '../event-store/port.js';
import { digestMail, notificationMail } from './mail.js';
import { notificationsPorts } from './ports.js';
import { isSuspended, NOTIFICATION_COLUMNS, NOTIFICATION_JOINS, toDto, type NotificationRow } from './queries.js';
import { closeWorkerAndQueue } from '../shared/bull-close.js';

/**
 * Email delivery of notifications (issue 29), derived from the log: the read model's due rows
 * (projections/notifications: `due_at`, cleared by NotificationMailed / NotificationDigestMailed).
 * A sweep (at start, every `sweepMs`, and after each projected batch) takes what is due: a
 * notification sent at once, or one member's digest of a day once that day is over. Each is a
 * job keyed by the notification (or member and day): a timer-free queue in this process, or with
 * REDIS_URL a BullMQ job whose id is that key, so every process sweeping adds one job.
 *
 * A job sends the mail under that key, then appends the record at `no_stream` on the key's own
 * stream. A crash in between sends it again under the same key, which the outbox replaces (the
 * development folder) or skips once sent (SMTP through the mail queue): one mail per key, never
 * two; the record's second append finds the stream and changes nothing. A member with no
 * address any more (deleted), or suspended (but for moderators' notices), is recorded as settled
 * with no mail.
 */
export interface NotificationDelivery {
  sweep(): Promise<number>;
  /** A sweep soon (debounced): called after each projected batch. */
  poke(): void;
  /** Resolves once no poked sweep is pending and no job runs here (tests: nothing more is appended). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export const notificationDeliveryKey = serviceKey<NotificationDelivery>('notification-delivery');
export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';
const SWEEP_LIMIT = 500;

type Job = { kind: 'one'; id: string } | { kind: 'digest'; userId: number; day: string };
const jobKey = (j: Job) => (j.kind === 'one' ? `notification-${j.id}` : `digest-${j.userId}-${j.day}`);

/**
 * A mail goes out only while it is news: one due more than two days ago (a log projected for the
 * first time, a restore from an old backup, a log imported from elsewhere) stays in the bell and
 * is never mailed, so a first start on an old log does not mail members about years of replies.
 */
export const MAIL_MAX_AGE_MS = 2 * 86_400_000;

export function createNotificationDelivery(deps: Deps, opts: { sweepMs?: number; redisUrl?: string } = {}): NotificationDelivery {
  const ports = () => deps.services.get(notificationsPorts);
  const running = new Map<string, Promise<void>>();
  // Keys this process recorded lately: a sweep before the read model has the record does not run them again.
  const settled = new Map<string, number>();
  let poked: NodeJS.Timeout | undefined;
  /** The sweep a poke has asked for, until it has queued its jobs: `idle` waits for it too. */
  let pokedSweep: { done: Promise<void>; resolve(): void } | null = null;
  let stopped = false;
  const slug = (id: number) => ports().articleSlug(id);
  const system = (key: string): CommandContext => ({ actorId: null, actorRole: 'system', correlationId: key, causationId: null, now: deps.now(), idempotencyKey: key });

  async function record(stream: string, event: NotificationEvent, key: string) {
    try {
      await deps.store.append(stream, toNewEvents([event], system(key), stream), 'no_stream');
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
    }
  }

  const rows = (where: string, ...args: (string | number)[]) =>
    deps.rm.stmt<(string | number)[], NotificationRow>(`SELECT ${NOTIFICATION_COLUMNS} FROM notifications n ${NOTIFICATION_JOINS} WHERE ${where}`).all(...args);

  /** Whether the member may get this mail now: an address, and not suspended (moderators' notices excepted). */
  function addressFor(userId: number, types: string[]): string | null {
    const to = ports().mailAddress(userId);
    if (to === null) return null;
    return isSuspended(deps.rm, userId, deps.now()) && types.some((t) => t !== 'moderation') ? null : to;
  }

  async function run(job: Job) {
    if (job.kind === 'one') {
      const [row] = rows('n.id = ? AND n.due_at IS NOT NULL', job.id);
      if (!row) return;
      const to = addressFor(row.user_id, [row.type]);
      if (to) await deps.mailer.send(notificationMail(deps.keys, deps.config.publicUrl, to, { ...toDto(row, slug), userId: row.user_id }, deps.now()));
      await record(notificationStreams.mail(row.id), { type: 'NotificationMailed', data: { notificationId: row.id, userId: row.user_id } }, jobKey(job));
      return;
    }
    const { userId, day } = job;
    const items = rows("n.user_id = ? AND n.due_at IS NOT NULL AND n.email = 'daily' AND substr(n.created_at, 1, 10) = ? ORDER BY n.created_at, n.id LIMIT ? + 0", userId, day, SWEEP_LIMIT);
    if (items.length === 0) return;
    const to = addressFor(userId, items.map((r) => r.type));
    if (to) await deps.mailer.send(digestMail(deps.keys, deps.config.publicUrl, to, { userId, day, items: items.map((r) => toDto(r, slug)) }, deps.now()));
    await record(notificationStreams.digest(userId, day), { type: 'NotificationDigestMailed', data: { userId, day, ids: items.map((r) => r.id) } }, jobKey(job));
  }

  /** Runs a job once at a time per key in this process; failures wait for the next sweep. */
  function start(job: Job): Promise<void> {
    const key = jobKey(job);
    const current = running.get(key);
    if (current) return current;
    if (settled.has(key)) return Promise.resolve();
    const p = run(job)
      .then(() => {
        settled.set(key, Date.now());
        if (settled.size > 10_000) for (const [k] of [...settled].slice(0, 5000)) settled.delete(k);
      })
      .catch((err: unknown) => deps.log.warn({ err, job: key }, 'notification mail failed; the next sweep tries again'))
      .finally(() => running.delete(key));
    running.set(key, p);
    return p;
  }

  const bull = opts.redisUrl ? bullJobs(opts.redisUrl, start, deps) : undefined;

  const api: NotificationDelivery = {
    async sweep() {
      if (stopped) return 0;
      const clock = deps.now();
      const now = clock.toISOString();
      const floor = new Date(clock.getTime() - MAIL_MAX_AGE_MS).toISOString();
      const due = deps.rm
        .stmt<[string, string, number], { id: string; user_id: number; email: string; day: string }>(
          'SELECT id, user_id, email, substr(created_at, 1, 10) AS day FROM notifications WHERE due_at IS NOT NULL AND due_at >= ? AND due_at <= ? ORDER BY due_at LIMIT ? + 0',
        )
        .all(floor, now, SWEEP_LIMIT);
      const jobs = new Map<string, Job>();
      for (const r of due) {
        const job: Job = r.email === 'daily' ? { kind: 'digest', userId: r.user_id, day: r.day } : { kind: 'one', id: r.id };
        jobs.set(jobKey(job), job);
      }
      for (const job of jobs.values()) {
        if (bull) await bull.add(jobKey(job), job);
        else void start(job);
      }
      return jobs.size;
    },
    poke() {
      if (poked || stopped) return;
      let resolve = () => {};
      const done = new Promise<void>((r) => (resolve = r));
      const mine = { done, resolve };
      pokedSweep = mine;
      poked = setTimeout(() => {
        poked = undefined;
        api
          .sweep()
          .catch((err: unknown) => deps.log.warn({ err }, 'notification sweep failed; trying again'))
          .finally(() => {
            if (pokedSweep === mine) pokedSweep = null;
            resolve();
          });
      }, 50);
      poked.unref();
    },
    async idle() {
      while (pokedSweep || running.size) {
        if (pokedSweep) await pokedSweep.done;
        await Promise.allSettled([...running.values()]);
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(poked);
      pokedSweep?.resolve();
      pokedSweep = null;
      await api.idle();
      await bull?.close();
    },
  };
  const timer = setInterval(() => void api.sweep().catch((err: unknown) => deps.log.warn({ err }, 'notification sweep failed; trying again')), opts.sweepMs ?? 30_000);
  timer.unref();
  return api;
}

/** BullMQ jobs keyed by the mail's key: a second add while one waits is a no-op. */
function bullJobs(url: string, run: (job: Job) => Promise<void>, deps: Deps) {
  const qConn = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: false });
  const wConn = new Redis(url, { maxRetriesPerRequest: null });
  const queue = new Queue<Job>(NOTIFICATION_MAIL_QUEUE, { connection: qConn });
  queue.on('error', (err) => deps.log.warn({ err: err.message }, 'redis unavailable: notification mail waits for the sweep'));
  const worker = new Worker<Job>(NOTIFICATION_MAIL_QUEUE, async (job) => run(job.data), { connection: wConn, concurrency: 2 });
  worker.on('error', (err) => deps.log.warn({ err: err.message }, 'notification mail worker: redis unavailable'));
  return {
    async add(id: string, job: Job) {
      await queue.add('send', job, { jobId: id, removeOnComplete: true, removeOnFail: 100, attempts: 5, backoff: { type: 'exponential', delay: 2000 } }).catch((err: Error) => deps.log.warn({ err: err.message }, 'could not add the notification mail job; the sweep will'));
    },
    close: () => closeWorkerAndQueue(worker, queue, [qConn, wConn]),
  };
}
