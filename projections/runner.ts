import { EventEmitter } from 'node:events';
import type { EventStore, RecordedEvent } from '../api/event-store/port.js';
import { schemaOf, type Projection, type ProjectionDeps } from './projection.js';
import type { Statement } from 'better-sqlite3';
import type { Db, ReadModel } from './read-db.js';

export interface RunnerOptions {
  batchSize?: number;
  /** Catch-up tick in case a wake-up is lost (SECURITY 2-F: every 5 s). */
  pollMs?: number;
  onError?: (err: unknown) => void;
  /**
   * After a failed batch (a full disk, an I/O error) automatic attempts (`wake`) wait
   * `initialMs`, doubling per failure up to `maxMs` (SECURITY T35: at most 30 s apart).
   */
  retry?: { initialMs?: number; maxMs?: number };
  /** A rebuild's runner: each projection's `readIndexes` wait for `createReadIndexes()`. */
  deferReadIndexes?: boolean;
}

/**
 * Called after a batch's transaction has committed, with the events of the batch that no bound
 * projection had applied before it (so each event is reported once, by the runner that first
 * projected it, even with two runners on one read model) and the batch's last position. A reader
 * that queries the read model on this call sees those events. Listeners must not throw; an error
 * is reported to `onError` and the runner carries on.
 */
export type ProjectedListener = (events: RecordedEvent[], position: string) => void;

interface Bound {
  p: Projection<unknown>;
  statements: unknown;
}

/**
 * Reads the log after the lowest checkpoint in batches; applies each batch and the new
 * checkpoints in one BEGIN IMMEDIATE transaction. Checkpoints are re-read inside that
 * transaction, so two runners on one read model never apply an event twice, and a crash
 * at any instant leaves the read model equal to some prefix of the log.
 */
export class ProjectionRunner extends EventEmitter {
  private bound: Bound[] = [];
  private q!: { checkpoints: Statement; save: Statement; dataVersion: Statement };
  /**
   * The last position() read, valid while no other connection has committed to the read model
   * (PRAGMA data_version) and this runner has not applied a batch since: every page served from
   * the render cache, and every request waiting for its write, asks for it.
   */
  private known: { version: unknown; position: string | null; checkedAt: number } | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private rate: { t: number; n: number }[] = [];
  private readonly projectedListeners = new Set<ProjectedListener>();
  halted: { error: string; at: string; failures: number; retryAt: string } | null = null;
  private failures = 0;
  private retryAt = 0;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly rm: ReadModel | { connection: Db; onSwap?: undefined },
    private readonly projections: Projection<any>[],
    private readonly deps: ProjectionDeps,
    private readonly opts: RunnerOptions = {},
  ) {
    super();
    // Every request waiting for its write to be readable listens for 'advanced' (waitForPosition):
    // as many listeners as requests in flight, not a leak.
    this.setMaxListeners(0);
    this.bind(rm.connection);
    rm.onSwap?.((db) => this.bind(db));
  }

  private bind(db: Db) {
    // A projection whose stored version differs from the code's keeps its old tables until the
    // rebuild swaps a fresh file in (then this binds again): its new schema and statements may
    // not fit them (a new column), and its checkpoint does not move meanwhile.
    const stored = new Map((db.prepare('SELECT name, version FROM checkpoints').all() as { name: string; version: number }[]).map((r) => [r.name, r.version]));
    const current = this.projections.filter((p) => (stored.get(p.name) ?? p.version) === p.version);
    for (const p of current) db.exec(this.opts.deferReadIndexes ? p.init : schemaOf(p));
    const ensure = db.prepare('INSERT OR IGNORE INTO checkpoints (name, position, version) VALUES (?, NULL, ?)');
    for (const p of this.projections) ensure.run(p.name, p.version);
    this.bound = current.map((p) => ({ p, statements: p.prepare(db) }));
    this.q = {
      checkpoints: db.prepare('SELECT name, position FROM checkpoints'),
      save: db.prepare('UPDATE checkpoints SET position = ?, version = ? WHERE name = ?'),
      dataVersion: db.prepare('PRAGMA data_version').pluck(),
    };
    this.known = null;
  }

  private get db(): Db {
    return this.rm.connection;
  }

  /** Creates the indexes a rebuild deferred (RunnerOptions.deferReadIndexes), each from the filled table. */
  createReadIndexes(): void {
    for (const { p } of this.bound) if (p.readIndexes) this.db.exec(p.readIndexes);
  }

  /** Projections whose stored version differs from the code's: they need a rebuild. */
  staleProjections(): string[] {
    const rows = this.db.prepare('SELECT name, version FROM checkpoints').all() as { name: string; version: number }[];
    const stored = new Map(rows.map((r) => [r.name, r.version]));
    return this.projections.filter((p) => stored.get(p.name) !== p.version).map((p) => p.name);
  }

  checkpoints(): Map<string, string | null> {
    const rows = this.q.checkpoints.all() as { name: string; position: string | null }[];
    const byName = new Map(rows.map((r) => [r.name, r.position]));
    return new Map(this.projections.map((p) => [p.name, byName.get(p.name) ?? null]));
  }

  /**
   * The position every projection has reached (the lowest checkpoint). With `maxAgeMs`, a position
   * confirmed that recently is returned without asking SQLite (`PRAGMA data_version` cost about 8 µs
   * per call under load, 10 % of a cached answer): only the caches of public answers and pages use
   * it. Batches this runner applies clear it at once; another process's are seen within `maxAgeMs`.
   * Everything that waits for a write, and the runner itself, asks afresh.
   */
  position(maxAgeMs = 0): string | null {
    if (maxAgeMs > 0 && this.known && performance.now() - this.known.checkedAt < maxAgeMs) return this.known.position;
    const version = this.q.dataVersion.get();
    if (this.known && this.known.version === version) {
      this.known.checkedAt = performance.now();
      return this.known.position;
    }
    let low: string | null | undefined;
    const cps = this.checkpoints();
    // Bound projections only: a stale one (see bind) waits for the rebuild, and reading from its checkpoint would loop.
    for (const pos of this.bound.map(({ p }) => cps.get(p.name) ?? null)) if (low === undefined || pos === null || (low !== null && pos < low)) low = pos;
    this.known = { version, position: low ?? null, checkedAt: performance.now() };
    return low ?? null;
  }

  eventsPerSecond(): number {
    const since = Date.now() - 10_000;
    this.rate = this.rate.filter((r) => r.t >= since);
    return this.rate.reduce((n, r) => n + r.n, 0) / 10;
  }

  /** Catches up to the head; concurrent calls share one run, and a call during a run schedules another. */
  catchUp(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop(): Promise<number> {
    let total = 0;
    do {
      this.again = false;
      for (;;) {
        if (this.stopped) return total;
        const batch = await this.store.readAll(this.position(), this.opts.batchSize ?? 500);
        if (batch.length === 0) break;
        total += this.applyBatch(batch);
        // The SQLite store answers synchronously, so without this a long catch-up would hold
        // the event loop until the head: no HTTP request, timer or progress bar in between.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } while (this.again);
    return total;
  }

  /**
   * An automatic catch-up (an append, the periodic tick, a queue job, a command waiting for its
   * read): while a failed batch's backoff runs it does not try again, and one timer retries when
   * the backoff ends, so a full disk pauses the projector instead of retrying on every append.
   * A failed attempt schedules the next one itself: a worker, woken only by queue jobs, keeps
   * retrying after the last append (and converges once space is freed). `catchUp()` always tries at once.
   */
  wake(): Promise<number> {
    if (this.retryAt - Date.now() <= 0 || this.running) {
      const run = this.catchUp();
      run.catch(() => this.retryWhenDue());
      return run;
    }
    this.retryWhenDue();
    return Promise.resolve(0);
  }

  /** One timer for the end of the current backoff (none while one is set or once stopped). */
  private retryWhenDue(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.stopped) this.wake().catch(() => undefined);
    }, Math.max(0, this.retryAt - Date.now()));
    this.retryTimer.unref();
  }

  /** Listens to committed batches (see ProjectedListener); returns the unsubscribe function. */
  onProjected(listener: ProjectedListener): () => void {
    this.projectedListeners.add(listener);
    return () => {
      this.projectedListeners.delete(listener);
    };
  }

  private applyBatch(batch: RecordedEvent[]): number {
    const db = this.db;
    const save = this.q.save;
    // The highest checkpoint of a bound projection before this batch: events after it are new to
    // every projection, so this runner is the first to project them (and the one to report them).
    const seen: { before: string | null } = { before: null };
    const tx = db.transaction(() => {
      const cps = this.checkpoints();
      seen.before = null;
      for (const { p } of this.bound) {
        const cp = cps.get(p.name) ?? null;
        if (cp !== null && (seen.before === null || cp > seen.before)) seen.before = cp;
      }
      for (const { p, statements } of this.bound) {
        const cp = cps.get(p.name) ?? null;
        let last: string | null = null;
        for (const e of batch) {
          if (cp !== null && e.position <= cp) continue;
          p.apply(e, statements, this.deps);
          last = e.position;
        }
        if (last !== null) save.run(last, p.version, p.name);
      }
    });
    // Our own commits do not move data_version: the checkpoints are read again after this batch.
    this.known = null;
    try {
      tx.immediate();
    } catch (err) {
      this.failures += 1;
      const { initialMs = 1000, maxMs = 30_000 } = this.opts.retry ?? {};
      this.retryAt = Date.now() + Math.min(maxMs, initialMs * 2 ** Math.min(this.failures - 1, 30));
      const at = new Date().toISOString();
      this.halted = { error: err instanceof Error ? err.message : String(err), at, failures: this.failures, retryAt: new Date(this.retryAt).toISOString() };
      this.opts.onError?.(err);
      throw err;
    }
    this.halted = null;
    this.failures = 0;
    this.retryAt = 0;
    this.rate.push({ t: Date.now(), n: batch.length });
    const last = batch[batch.length - 1]!.position;
    if (this.projectedListeners.size > 0 && this.bound.length > 0) {
      const from = seen.before;
      const fresh = from === null ? batch : batch.filter((e) => e.position > from);
      if (fresh.length > 0) {
        for (const listener of this.projectedListeners) {
          try {
            listener(fresh, last);
          } catch (err) {
            this.opts.onError?.(err);
          }
        }
      }
    }
    this.emit('advanced', last, batch.length);
    return batch.length;
  }

  /** Runs in-process: woken by the store after each append, plus a periodic tick. */
  start(): void {
    // Restartable: an API hands projection to a worker (stop) and takes it back (start).
    this.stopped = false;
    const wake = () => {
      this.wake().catch(() => undefined);
    };
    this.unsubscribe = this.store.subscribe(wake);
    this.timer = setInterval(wake, this.opts.pollMs ?? 5000);
    this.timer.unref();
    wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    await this.running?.catch(() => undefined);
  }
}

/** True once the read model has reached `position`; false when `timeoutMs` passes first (it never rejects). */
export async function waitForPosition(
  current: () => string | null,
  position: string,
  timeoutMs: number,
  signal?: EventEmitter,
): Promise<boolean> {
  const reached = () => {
    const c = current();
    return c !== null && c >= position;
  };
  if (!position || reached()) return true;
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      clearInterval(poll);
      signal?.off('advanced', check);
      resolve(ok);
    };
    const check = () => {
      if (reached()) finish(true);
      else if (Date.now() >= deadline) finish(false);
    };
    const poll = setInterval(check, 15);
    signal?.on('advanced', check);
  });
}
