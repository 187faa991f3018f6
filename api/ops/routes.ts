import Router from '@koa/router';
import { readModelBytes } from '../../projections/read-db.js';
import type { ProjectionRunner } from '../../projections/runner.js';
import { requireRole } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { noQuery } from '../shared/validation.js';

/**
 * Operators' view: per projection its checkpoint, the log head, the lag, events per second,
 * who projects (this process or the workers) and the read-model directory's size on disk.
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
    };
  });
  return r;
}
