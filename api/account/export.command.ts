import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { v5 as uuidv5 } from 'uuid';
import { accountMessages as m } from '../../schemas/account/messages.js';
import { startExportInput } from '../../schemas/account/commands.js';
import type { ExportStatusDto } from '../../schemas/account/queries.js';
import { exportQueue } from '../../workers/export.worker.js';
import type { Deps } from '../shared/deps.js';
import { notFound, tooMany } from '../shared/errors.js';
import { parseInput } from '../shared/validation.js';
import { runExport } from './export-job.js';
import { EXPORTS_DB, EXPORTS_PER_DAY, openExportStore, type ExportRow, type ExportStore } from './export-store.js';
import { serviceKey } from '../shared/services.js';
import { createBackground } from '../shared/background.js';

const NAMESPACE = '0b7f3f9e-3c1e-4d55-a7b2-5e0f8c61d2a4';
const SWEEP_MS = 10 * 60_000;
/** BullMQ's connection queues commands while Redis is away; an enqueue not through by then has failed. */
const ENQUEUE_DEADLINE_MS = 5000;

export interface Exports {
  store: ExportStore;
  enqueue(id: string): void;
  /** Enqueues every pending export again (at start: those a crash left behind). */
  resume(): void;
  /** Resolves once every in-process job queued so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** The app's exports: a service the composition root defines (api/services.ts). */
export const accountExportsKey = serviceKey<Exports>('account-exports');
export const accountExports = (deps: Pick<Deps, 'services'>): Exports => deps.services.get(accountExportsKey);

/**
 * The app's exports: the store under the data dir and the job runner, BullMQ with REDIS_URL
 * (run by `npm run workers`), otherwise a queue in this process that runs one export at a time.
 * A row is 'pending' from the 202 until its job ends, so a pending row with no job (the process
 * died in between, or BullMQ refused it) is resumed at start or marked failed, never left waiting.
 */
export function createAccountExports(deps: Deps): Exports {
  const store = openExportStore(deps.config.dataDir);
  const job = (id: string) => runExport({ ...deps, exports: store }, id);
  // With REDIS_URL the BullMQ queue is opened on the first export, not with the app: a Redis
  // connection nobody uses would only add reconnect noise (and errors on shutdown) to every node.
  let queue: ReturnType<typeof exportQueue> | undefined;
  const redisUrl = deps.config.redisUrl;
  const bull = () => (queue ??= exportQueue(redisUrl!));
  // Without Redis: one export at a time in this process, after the answer (api/shared/background.ts).
  const local = createBackground(deps.log);
  let closed = false;
  const sweep = setInterval(() => {
    try {
      store.sweep(deps.now());
    } catch (err) {
      deps.log.warn({ err }, 'export sweep failed');
    }
  }, SWEEP_MS);
  sweep.unref();
  const enqueue = (id: string) => {
    if (redisUrl) {
      // The job id is the export's, so a job that did reach Redis after all runs once and finds
      // the row failed: it does nothing, and the member has already been told to ask again.
      withDeadline(bull().enqueue(id), ENQUEUE_DEADLINE_MS).catch((err: Error) => {
        // Closed meanwhile: the row stays pending, and the next start resumes it.
        if (closed) return;
        deps.log.warn({ err: err.message, exportId: id }, 'export not enqueued; marked failed');
        store.fail(id);
      });
      return;
    }
    local.run('export', () => job(id));
  };
  const ex: Exports = {
    store,
    enqueue,
    resume() {
      const ids = store.pending();
      if (ids.length) deps.log.info({ count: ids.length }, 'resuming pending exports');
      for (const id of ids) enqueue(id);
    },
    idle: () => local.idle(),
    async close() {
      closed = true;
      clearInterval(sweep);
      await ex.idle();
      // Redis may be gone by now: closing never throws and never waits more than 2 s for it.
      if (queue) await Promise.race([queue.close().catch(() => undefined), new Promise((r) => setTimeout(r, 2000).unref())]);
      store.close();
    },
  };
  return ex;
}

function withDeadline<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer from Redis in ${ms} ms`)), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * At start (api/account/routes.ts): every export a crash left pending runs again or is marked
 * failed. Without an export store there is nothing to resume, and none is created.
 */
export function resumeAccountExports(deps: Deps): void {
  if (!existsSync(join(deps.config.dataDir, EXPORTS_DB))) return;
  accountExports(deps).resume();
}

/** Closes the exports if they were opened (the app's close stops every service). */
export const stopAccountExports = (deps: Pick<Deps, 'services'>): Promise<void> => deps.services.stop(accountExportsKey);

/**
 * Starts an export of the member's data and answers its id. A retry with the same
 * Idempotency-Key answers the same id (derived from the member and the key); while one is
 * running, a new request answers that one; at most EXPORTS_PER_DAY are started per 24 h (a
 * failed one is not counted).
 */
export function startExport(deps: Deps, userId: number, body: unknown, ctx: { idempotencyKey?: string }): { id: string } {
  parseInput(startExportInput, body ?? {});
  const { store, enqueue } = accountExports(deps);
  const now = deps.now();
  store.sweep(now);
  const id = ctx.idempotencyKey ? uuidv5(`${userId}:${ctx.idempotencyKey}`, NAMESPACE) : randomUUID();
  const existing = store.get(id);
  if (existing && existing.user_id === userId) return { id };
  const recent = store.recent(userId, now);
  const running = store.running(recent, now);
  if (running) return { id: running.id };
  if (recent.length >= EXPORTS_PER_DAY) throw tooMany(m.exportTooMany, retryAfter(recent, now));
  store.create(id, userId, now);
  enqueue(id);
  return { id };
}

const retryAfter = (recent: ExportRow[], now: Date) => Math.max(1, Math.ceil((Date.parse(recent[recent.length - 1]!.expires_at) - now.getTime()) / 1000));

/** The export as its member sees it; anyone else's id is answered as unknown (404). */
export function exportStatus(deps: Deps, userId: number, id: string): ExportStatusDto {
  const row = ownExport(deps, userId, id);
  const status = row.status === 'ready' && Date.parse(row.expires_at) <= deps.now().getTime() ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    ...(status === 'ready' ? { downloadUrl: `/_api/user/export/download?id=${row.id}` } : {}),
  };
}

export function ownExport(deps: Deps, userId: number, id: string): ExportRow {
  const row = accountExports(deps).store.get(id);
  if (!row || row.user_id !== userId) throw notFound(m.exportNotFound);
  return row;
}
