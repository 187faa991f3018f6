import { getHeapSpaceStatistics } from 'node:v8';
import Router from '@koa/router';
import { readModelBytes } from '../../projections/read-db.js';
import type { ProjectionRunner } from '../../projections/runner.js';
import { requireRole } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { noQuery } from '../shared/validation.js';

/**
 * Operators' view: per projection its checkpoint, the log head, the lag, events per second,
 * who projects (this process or the workers), the read-model directory's size on disk and this
 * process's memory: the resident size and where V8's part of it lies (the young generation, fixed
 * at its maximum by npm start's flags, and the old generation, which holds what lives); and the
 * acknowledged work still to do.
 */
export function opsRoutes(deps: Deps, runner: () => ProjectionRunner | null, checkpoints: () => Map<string, string | null>) {
  const r = new Router();
  r.get('/_api/ops/status', async (ctx) => {
    requireRole(ctx, 'admin');
    noQuery(ctx);
    const head = await deps.store.head();
    const run = runner();
    const projections = await Promise.all(
      [...checkpoints()].map(async ([name, checkpoint]) => ({
        name,
        checkpoint,
        lag: await deps.store.countAfter(checkpoint),
      })),
    );
    ctx.body = {
      store: deps.store.kind,
      head,
      events: await deps.store.count(),
      readModel: deps.rm.generation,
      readModelBytes: readModelBytes(deps.rm.dir),
      projector: run ? 'in-process' : 'workers',
      eventsPerSecond: run?.eventsPerSecond() ?? null,
      halted: run?.halted ?? null,
      projections,
      memory: memory(),
      // Acknowledged work not yet done (api/shared/durable-work.ts): in the log, and queued or running here.
      work: {
        pending: deps.rm.stmt<[], { n: number }>('SELECT count(*) AS n FROM pending_work').get()!.n,
        oldest: deps.rm.stmt<[], { at: string | null }>('SELECT min(available_at) AS at FROM pending_work').get()!.at,
        here: deps.work.outstanding(),
      },
    };
  });
  return r;
}

/** Bytes: the resident size, the JavaScript heap (reserved and used), the resident part of its young and old generations, and off-heap buffers. */
function memory() {
  const m = process.memoryUsage();
  let newSpace = 0;
  let oldSpace = 0;
  for (const s of getHeapSpaceStatistics()) {
    // Resident pages, not the reserved size: a young generation reserved at its maximum may be
    // mostly untouched, and only what is touched counts in the resident size.
    if (s.space_name === 'new_space' || s.space_name === 'new_large_object_space') newSpace += s.physical_space_size;
    else oldSpace += s.physical_space_size;
  }
  return { rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, newSpace, oldSpace, external: m.external, arrayBuffers: m.arrayBuffers };
}
