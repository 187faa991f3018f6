import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { workStream, workSubject, type WorkEvent } from '../../schemas/shared/work.js';
import type { EventStore } from '../event-store/port.js';
import { appendDecided, type CommandContext } from './command.js';
import { DomainError } from './errors.js';
import { runCommand } from './idempotency.js';
import { seal, unseal, type KeyStore } from './personal-data.js';
import { abandonWork, claimWork, completeWork, requestWork, workDecider, type WorkState } from './work.decider.js';

/**
 * Acknowledged work (issue 24, schemas/shared/work.ts). `request` writes the intent to the log
 * (sealed under a key of its own) and only then lets the request answer, so an answer means the
 * work is durable; the process that answered starts it a moment later, and every process's
 * sweep resumes what a crash left behind. Each item runs at least once: its handler must be
 * idempotent (a mail is keyed by the item, so a second run replaces the first run's message
 * instead of sending another; commands are keyed or check what the first run appended).
 *
 * The request path does the same whatever the input names (seal, one append in the group
 * commit), so its cost tells nothing about an address (T9). The backlog is bounded: past
 * `maxBacklog` items not yet done in this process, a request is refused with 503 and
 * Retry-After, never accepted and dropped.
 */

/** A kind of work and the type of its input; a feature declares its kinds, the composition root registers their handlers. */
export interface WorkKind<P> {
  readonly kind: string;
  /** Type only: the payload's shape. */
  readonly payload?: P;
}
export const workKind = <P>(kind: string): WorkKind<P> => ({ kind });

export interface WorkContext {
  workId: string;
  attempt: number;
  /** The requester as actor, this run's time, the item as causation: what the handler's commands append with. */
  ctx: CommandContext;
}
export type WorkHandler<P> = (payload: P, work: WorkContext) => Promise<void>;

export interface DurableWork {
  register<P>(kind: WorkKind<P>, handler: WorkHandler<P>): void;
  /**
   * Appends the intent and schedules it. `input` is what an Idempotency-Key retry is compared on
   * (never a secret: it is hashed into the key's record); a retry appends and schedules nothing.
   */
  request<P>(kind: WorkKind<P>, payload: P, ctx: CommandContext, input: unknown): Promise<{ workId: string; position: string; replayed: boolean }>;
  /**
   * The same, for an item that must not start before the request has done its own part (an
   * account deletion's clean-up waits for the deletion): `start` queues it, and must be called
   * whatever happens (in a `finally`); a crash before it leaves the item to the sweep.
   */
  requestDeferred<P>(kind: WorkKind<P>, payload: P, ctx: CommandContext, input: unknown): Promise<{ workId: string; start(): void }>;
  /**
   * Schedules items whose time has come (new, or whose claim lapsed); returns how many. `early`
   * (at start) also takes items still within their grace: whoever requested them may be gone.
   */
  sweep(opts?: { early?: boolean }): Promise<number>;
  /** Items queued or running in this process. */
  outstanding(): number;
  /** Resolves once nothing is queued or running here (tests). */
  idle(): Promise<void>;
  /** Stops the sweep and the queue; running items get 5 s to finish, queued ones stay in the log for the next start. */
  stop(): Promise<void>;
}

export interface DurableWorkOptions {
  store: EventStore;
  keys: KeyStore;
  log: Logger;
  now(): Date;
  /** Ids of items whose time has come, oldest first (the `pending_work` read model). */
  listPending(now: Date, limit: number): string[];
  /** Items run at once. */
  concurrency?: number;
  /** Items queued or running here past which a request is refused (503). */
  maxBacklog?: number;
  /** A claim's first lease; each attempt doubles it (a failing item backs off). */
  leaseMs?: number;
  /** How often the sweep looks for items to resume (0: only when `sweep` is called). */
  sweepMs?: number;
  /** How long `listPending` keeps a new item from sweeps (its requester starts it); an early sweep looks that far ahead. */
  graceMs?: number;
  /**
   * A request's item starts this long after it was appended, so its synchronous parts (a file
   * write, an fsync'd append) never run between the answer being written and the client reading
   * it: a client in the same process would see the work in its timing (T9).
   */
  startDelayMs?: number;
}

const STOP_WAIT_MS = 5000;
const busy = () => new DomainError(503, 'The service is busy. Please try again in a moment.', 'unavailable', { retryAfterSeconds: 5 });

export function createDurableWork(o: DurableWorkOptions): DurableWork {
  const concurrency = o.concurrency ?? 4;
  const maxBacklog = o.maxBacklog ?? 1000;
  const leaseMs = o.leaseMs ?? 15_000;
  const startDelayMs = o.startDelayMs ?? 10;
  const me = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, WorkHandler<unknown>>();
  const known = new Set<string>();
  const waiting: string[] = [];
  let running = 0;
  let stopped = false;
  let idleWaiters: (() => void)[] = [];
  const system = (workId: string): CommandContext => ({ actorId: null, actorRole: 'system', correlationId: workId, causationId: workId, now: o.now() });

  const settle = (workId: string) => {
    known.delete(workId);
    if (known.size === 0) {
      const ws = idleWaiters;
      idleWaiters = [];
      for (const w of ws) w();
    }
  };

  const pump = () => {
    while (!stopped && running < concurrency && waiting.length) {
      const workId = waiting.shift()!;
      running += 1;
      void new Promise((r) => setTimeout(r, startDelayMs))
        .then(() => (stopped ? undefined : run(workId)))
        .catch((err: unknown) => o.log.error({ err, workId }, 'work item failed'))
        .finally(() => {
          running -= 1;
          settle(workId);
          pump();
        });
    }
    if (stopped) for (const id of waiting.splice(0)) settle(id);
  };

  const schedule = (workId: string) => {
    if (known.has(workId)) return;
    known.add(workId);
    waiting.push(workId);
    pump();
  };

  async function run(workId: string) {
    const stream = workStream(workId);
    let held: WorkState = workDecider.initialState;
    const claimed = await appendDecided(
      o.store,
      stream,
      workDecider,
      (s) => {
        held = s;
        return claimWork(s, { by: me, now: o.now(), leaseMs });
      },
      system(workId),
    );
    const claim = claimed.events[0] as WorkEvent | undefined;
    if (!claim || (held.status !== 'requested' && held.status !== 'claimed')) return; // done, or another process holds it
    const item = held;
    if (claim.type === 'WorkAbandoned') {
      o.log.error({ event: 'work_abandoned', workId, work: item.kind, attempts: item.attempts }, 'work item abandoned after its last attempt');
      o.keys.destroy(item.subject);
      return;
    }
    const attempt = claim.type === 'WorkClaimed' ? claim.data.attempt : item.attempts + 1;
    const plain = unseal(o.keys, item.payload);
    const handler = handlers.get(item.kind);
    if (plain === null || !handler) {
      // An erased input cannot be done by anyone; an unknown kind waits for a process that knows it.
      if (plain === null) await appendDecided(o.store, stream, workDecider, (s) => abandonWork(s, me, 'input erased'), system(workId));
      else o.log.error({ workId, work: item.kind }, 'no handler for this kind of work in this process');
      return;
    }
    const env = JSON.parse(plain) as Envelope;
    const ctx: CommandContext = { actorId: env.actorId, actorRole: env.actorRole, correlationId: env.correlationId, causationId: workId, now: o.now() };
    try {
      await handler(env.payload, { workId, attempt, ctx });
    } catch (err) {
      // The claim lapses at its lease's end and a sweep tries again, later each time.
      o.log.error({ err, event: 'work_failed', workId, work: item.kind, attempt }, 'work item failed; it will be tried again');
      return;
    }
    // The key goes first: a crash between the two leaves an item whose input no longer opens,
    // which its next claim abandons; the other order could leave a done item's input readable.
    o.keys.destroy(item.subject);
    await appendDecided(o.store, stream, workDecider, (s) => completeWork(s, me), system(workId));
  }

  async function append(kind: WorkKind<unknown>, payload: unknown, ctx: CommandContext, input: unknown) {
    if (known.size >= maxBacklog) throw busy();
    const env: Envelope = { payload, actorId: ctx.actorId, actorRole: ctx.actorRole, correlationId: ctx.correlationId };
    const res = await runCommand(o.store, ctx, {
      command: `work.${kind.kind}`,
      input,
      prepare: async () => {
        const workId = randomUUID();
        const subject = workSubject(await o.store.nextId('work'));
        // The record of a keyed request keeps this result; the sealed input in it is unreadable once the item's key is gone.
        return { streamId: workStream(workId), result: { workId, subject, sealed: seal(o.keys, subject, JSON.stringify(env)) } };
      },
      decider: workDecider,
      decide: (s, r) => requestWork(s, { kind: kind.kind, subject: r.subject, payload: r.sealed }),
    });
    return { workId: res.result.workId, position: res.position, replayed: res.replayed };
  }

  let timer: NodeJS.Timeout | undefined;
  const api: DurableWork = {
    register(kind, handler) {
      handlers.set(kind.kind, handler as WorkHandler<unknown>);
    },
    async request(kind, payload, ctx, input) {
      const res = await append(kind, payload, ctx, input);
      if (!res.replayed) schedule(res.workId);
      return res;
    },
    async requestDeferred(kind, payload, ctx, input) {
      const res = await append(kind, payload, ctx, input);
      if (res.replayed) return { workId: res.workId, start: () => undefined };
      known.add(res.workId); // counted in the backlog, and no sweep here takes it before `start`
      let started = false;
      return {
        workId: res.workId,
        start() {
          if (started) return;
          started = true;
          known.delete(res.workId);
          schedule(res.workId);
        },
      };
    },
    async sweep(opts = {}) {
      if (stopped) return 0;
      const room = maxBacklog - known.size;
      if (room <= 0) return 0;
      const until = new Date(o.now().getTime() + (opts.early ? (o.graceMs ?? 0) : 0));
      const ids = o.listPending(until, room).filter((id) => !known.has(id));
      for (const id of ids) schedule(id);
      return ids.length;
    },
    outstanding: () => known.size,
    idle: () => (known.size === 0 ? Promise.resolve() : new Promise<void>((r) => idleWaiters.push(r))),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      pump();
      // Running items get a moment to finish; one that hangs (an SMTP server that never answers)
      // does not hold the shutdown: its claim lapses and another process, or the next start, takes it.
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([api.idle(), new Promise((r) => (wait = setTimeout(r, STOP_WAIT_MS)))]);
      clearTimeout(wait);
    },
  };
  if (o.sweepMs) {
    timer = setInterval(() => api.sweep().catch((err: unknown) => o.log.warn({ err }, 'work sweep failed; trying again')), o.sweepMs);
    timer.unref();
  }
  return api;
}

type Envelope = { payload: unknown; actorId: number | null; actorRole: CommandContext['actorRole']; correlationId: string };
