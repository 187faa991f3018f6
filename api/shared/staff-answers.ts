import type Router from '@koa/router';
import type { Context } from 'koa';
import type { BulkItemResult } from './bulk.js';
import type { Deps } from './deps.js';
import { answerItem } from './staff.js';

/**
 * How the studio answers its commands (issue 27), whatever the kind of item: the change's one
 * `sensitive_update` line (the feature's `audit`, which names the items its own way), then the
 * answer, only once the read model shows the change (read-your-writes).
 */

/**
 * The answer to a command on one item: logged as `action`, then `{ [key]: item, message }` with
 * the item as staff now see it (404 with `missing` should it be gone). `idOf` finds the item in
 * the command's outcome.
 */
export function staffItemAnswer<O extends { position: string }>(
  deps: Pick<Deps, 'awaitProjection'>,
  spec: { key: string; byId: (id: number) => unknown; missing: string; idOf: (out: O) => number; audit: (ctx: Context, action: string, id: number) => void },
) {
  return async (ctx: Context, out: O, action: string, message: string, status = 200): Promise<void> => {
    const id = spec.idOf(out);
    spec.audit(ctx, action, id);
    await answerItem(deps, ctx, { position: out.position, key: spec.key, find: () => spec.byId(id), missing: spec.missing, message, status });
  };
}

type BulkAction = 'publish' | 'unpublish' | 'delete';
type Many = { results: BulkItemResult[]; position: string };

/**
 * The two routes over many items of a kind that is published (articles, interviews), each item
 * its own command (api/shared/bulk.ts): POST `base/delete` takes `{ id }` (answered
 * `{ success, message }`; a refusal is the request's error) or `{ ids }`, POST `base/bulk`
 * publishes, unpublishes or deletes `{ ids }`; a list answers per-item `results` and a summary in
 * the kind's words. The log line (`<kind>.delete`, `<kind>.bulk.<action>`) names the items that changed.
 */
export function staffBulkRoutes<C>(
  router: Router,
  deps: Deps,
  spec: {
    base: string;
    kind: string;
    command: (ctx: Context) => Promise<C>;
    remove: (deps: Deps, body: unknown, ctx: C) => Promise<Many & { single: boolean }>;
    bulk: (deps: Deps, body: unknown, ctx: C) => Promise<Many & { action: BulkAction }>;
    audit: (ctx: Context, action: string, ids: number[]) => void;
    deleted: string;
    bulkDone: (action: BulkAction, done: number, total: number) => string;
  },
): void {
  /** Logs the items that changed and waits for the read model; answers the per-item results' summary. */
  const settled = async (ctx: Context, action: string, out: Many, summary: BulkAction) => {
    const done = out.results.filter((x) => x.ok);
    spec.audit(ctx, action, done.map((x) => x.id));
    await deps.awaitProjection(out.position);
    return spec.bulkDone(summary, done.length, out.results.length);
  };
  router.post(`${spec.base}/delete`, async (ctx) => {
    const out = await spec.remove(deps, ctx.request.body, await spec.command(ctx));
    const message = await settled(ctx, `${spec.kind}.delete`, out, 'delete');
    ctx.body = out.single ? { success: true, message: spec.deleted } : { results: out.results, message };
  });
  router.post(`${spec.base}/bulk`, async (ctx) => {
    const out = await spec.bulk(deps, ctx.request.body, await spec.command(ctx));
    const message = await settled(ctx, `${spec.kind}.bulk.${out.action}`, out, out.action);
    ctx.body = { results: out.results, message };
  });
}
