import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Deps } from '../api/shared/deps.js';
import { startDueIssue } from '../api/newsletter/issues.commands.js';
import { newsletterIssuePorts } from '../api/newsletter/issues.ports.js';
import { dueRetries, issuesToWatch, issueToSend } from '../api/newsletter/issues.queries.js';
import { deliverAll, each, issueContent, sendIssue, type IssueSender, type SenderContext } from '../api/newsletter/issues.sender.js';
import { fileIssueTransport, smtpIssueTransport, type IssueTransport } from '../api/newsletter/issues.transport.js';
import { closeWorkerAndQueue } from '../api/shared/bull-close.js';
import { dueTimers } from '../api/shared/due-timers.js';

/**
 * Newsletter sending (issue 28): with REDIS_URL a BullMQ job per issue (`issue-<id>`, its data
 * the id alone) and per due retry, run by whichever process's worker takes it; without, the same
 * functions run in this process. Jobs are hints: the log says what is left to do, so a job
 * that Redis lost is added again by the sweep (at start and every `sweepMs`), and a worker
 * SIGKILLed mid-send leaves a stalled job that BullMQ hands to another worker (or to this one
 * after its restart), which resumes from the log. The sweep also starts scheduled issues whose
 * time has come (a process that was down at that time starts them when it comes back) and
 * arms a timer for the others.
 */
export const NEWSLETTER_SEND_QUEUE = 'newsletter-send';

type JobData = { issueId: number; subscriptionId?: number };

export interface IssueSenderOptions {
  redisUrl?: string | undefined;
  /** Mails per second this process sends at most. */
  rate: number;
  sweepMs: number;
  /** A BullMQ job's lock; a killed worker's job is taken over after about this long. */
  lockMs?: number;
  transport?: IssueTransport;
  /** Retries of one delivery on SMTP errors within a run, and the first pause. */
  attempts?: number;
  backoffMs?: number;
}

export function createIssueSender(deps: Deps, opts: IssueSenderOptions): IssueSender {
  const transport = opts.transport ?? (deps.config.smtpUrl ? smtpIssueTransport(deps.config.smtpUrl, deps.config.mailFrom) : fileIssueTransport(deps.config.files.outbox));
  let stopped = false;
  let nextAt = 0;
  const interval = 1000 / opts.rate;
  const c: SenderContext = {
    deps,
    get ports() {
      return deps.services.get(newsletterIssuePorts);
    },
    transport,
    running: () => !stopped,
    attempts: opts.attempts,
    backoffMs: opts.backoffMs,
    // One delivery in flight per 10 mails/s of the rate, at most 8: at the default rate, one at a time.
    lanes: Math.max(1, Math.min(8, Math.ceil(opts.rate / 10))),
    async throttle() {
      const now = Date.now();
      const at = Math.max(now, nextAt);
      nextAt = at + interval;
      if (at > now) await new Promise((r) => setTimeout(r, at - now));
    },
  };
  const running = new Map<string, Promise<unknown>>();
  const fail = (what: string) => (err: unknown) => deps.log.error({ err, event: 'newsletter_send_error', what }, 'newsletter send stopped; the sweep resumes it');

  const run = async ({ issueId, subscriptionId }: JobData) => {
    if (subscriptionId === undefined) return void (await sendIssue(c, issueId));
    const issue = issueToSend(deps.rm, issueId);
    if (issue) await deliverAll(c, issue, issueContent(c.ports, issue), each([subscriptionId]));
  };
  /** In this process, once at a time per job. */
  const local = (id: string, data: JobData) => {
    if (running.has(id) || stopped) return;
    const p = run(data).catch(fail(id)).finally(() => running.delete(id));
    running.set(id, p);
  };
  const bull = opts.redisUrl ? bullSender(opts.redisUrl, run, deps, opts.lockMs ?? 30_000) : undefined;
  const enqueue = async (id: string, data: JobData) => {
    if (!bull) return local(id, data);
    await bull.add(id, data).catch((err: Error) => deps.log.warn({ err: err.message, job: id }, 'could not add the newsletter job; the sweep will'));
  };

  // Made once everything that may throw is built: its sweep calls `api`.
  const timers = dueTimers<number>(() => deps.now(), { everyMs: opts.sweepMs, run: () => void api.sweep().catch(fail('sweep')) });

  const api: IssueSender = {
    start: (issueId) => enqueue(`issue-${issueId}`, { issueId }),
    arm(issueId, at) {
      if (!stopped) timers.arm(issueId, at, () => void api.sweep().catch(fail('sweep')));
    },
    async sweep() {
      if (stopped) return;
      const now = deps.now();
      for (const r of issuesToWatch(deps.rm)) {
        if (r.status === 'sending') await api.start(r.id);
        else if (r.scheduled_at && Date.parse(r.scheduled_at) <= now.getTime()) {
          const out = await startDueIssue(deps, r.id, r.scheduled_at, r.scheduled_by);
          await deps.awaitProjection(out.position);
          if (out.started) await api.start(r.id);
        } else if (r.scheduled_at) api.arm(r.id, r.scheduled_at);
      }
      for (const d of dueRetries(deps.rm, now, 100)) await enqueue(`retry-${d.issueId}-${d.subscriptionId}`, d);
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running.values()]);
    },
    async stop() {
      stopped = true;
      timers.stop();
      await api.idle();
      await bull?.close();
      transport.close();
    },
  };
  return api;
}

/** The BullMQ side: one queue, jobs named by what they do, so every process adding one adds it once. */
function bullSender(url: string, run: (d: JobData) => Promise<void>, deps: Deps, lockMs: number) {
  const qConn = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: false });
  const wConn = new Redis(url, { maxRetriesPerRequest: null });
  const queue = new Queue<JobData>(NEWSLETTER_SEND_QUEUE, { connection: qConn });
  queue.on('error', (err) => deps.log.warn({ err: err.message }, 'redis unavailable: newsletter jobs wait for the sweep'));
  const worker = new Worker<JobData>(NEWSLETTER_SEND_QUEUE, (job) => run(job.data), {
    connection: wConn,
    concurrency: 1,
    lockDuration: lockMs,
    stalledInterval: Math.max(1000, Math.floor(lockMs / 2)),
    // A worker SIGKILLed mid-send stalls its job; any number of those resume (the log says what is done).
    maxStalledCount: 1_000_000,
  });
  worker.on('error', (err) => deps.log.warn({ err: err.message }, 'newsletter worker: redis unavailable'));
  worker.on('failed', (job, err) => deps.log.warn({ job: job?.id, err: err.message }, 'newsletter job failed; the sweep adds it again'));
  return {
    async add(id: string, data: JobData) {
      await queue.add('send', data, { jobId: id, removeOnComplete: true, removeOnFail: true });
    },
    close: () => closeWorkerAndQueue(worker, queue, [qConn, wConn]),
  };
}
