import type Router from '@koa/router';
import { pathRevision } from '../../schemas/shared/inputs.js';
import { restoreVersionInput, versionMessages as vm, type StreamVersion } from '../../schemas/shared/history.js';
import { requireCapability } from './auth.js';
import type { CommandContext, Decider, DomainEvent } from './command.js';
import type { Deps } from './deps.js';
import { notFound } from './errors.js';
import { answerItem, onStaffItem, pathId, staffCommand } from './staff.js';
import { noQuery, parseInput } from './validation.js';

/**
 * Compare and restore for every staff item whose stream holds whole or partial field sets (issue
 * 27: products, rating criteria, forum categories, newsletter topics, search synonym groups), as
 * articles, experts and interviews have. A version is read from the item's own stream, never the
 * read model. A restore is an edit: the item's decider gets that version's fields at the
 * `expectedRevision` the editor shows (409 when stale, nothing appended when nothing differs), and
 * its edit event records `restoredFrom`, so the history and the audit trail call it a restore.
 */

type Fields = Record<string, unknown>;
type Event = { type: string; data: unknown };

/** The item's editable fields as events set them: `sets` names the events that carry fields, each taking those of `keys` present in its data. */
export const fieldsFold = (sets: readonly string[], keys: readonly string[]) => (v: Fields | null, e: Event): Fields | null => {
  if (!sets.includes(e.type)) return v;
  const d = e.data as Fields;
  return { ...v, ...Object.fromEntries(keys.filter((k) => d[k] !== undefined).map((k) => [k, d[k]])) };
};
export type Fold = ReturnType<typeof fieldsFold>;

/** The fields right after the event at `revision`; 404 `missing` with no stream, 404 for a revision it does not have. */
export async function versionAt(deps: Pick<Deps, 'store'>, id: number, streamId: string, fold: Fold, revision: number, missing: string): Promise<StreamVersion> {
  const events = await deps.store.readStream(streamId, 0);
  if (events.length === 0) throw notFound(missing);
  let fields: Fields | null = null;
  for (const e of events) {
    if (e.revision > revision) break;
    fields = fold(fields, e);
  }
  const at = events.find((e) => e.revision === revision);
  if (!at || !fields) throw notFound(vm.versionNotFound);
  return { id, revision, at: at.metadata.at, fields };
}

/** The edit event (`…Edited`) that a restore's decision made names the version it brought back. */
const asRestore = <E extends DomainEvent>(events: E[], restoredFrom: number): E[] =>
  events.map((e) => (e.type.endsWith('Edited') ? ({ ...e, data: { ...(e.data as object), restoredFrom } } as E) : e));

/** What restoring an item of one kind needs: its command name for the idempotency record, its decider and its own edit. */
export interface RestoreSpec<S, E extends DomainEvent> {
  command: string;
  /** Which events set which fields (`fieldsFold`). */
  fold: Fold;
  decider: Decider<S, E>;
  /** The item's own edit decision, given the version's fields and the editor's revision. */
  edit: (state: S, cmd: never) => E[];
}

type Where = { idInvalid: string; missing: string; stream: (id: number) => string };

/** POST …/restore `{ id, revision, expectedRevision }`: the version is read before the (pure) decision, which is the item's edit. */
export async function restoreVersion<S, E extends DomainEvent>(deps: Pick<Deps, 'store'>, body: unknown, ctx: CommandContext, spec: RestoreSpec<S, E> & Where) {
  const cmd = parseInput(restoreVersionInput(spec.idInvalid), body);
  const streamId = spec.stream(cmd.id);
  const edit = spec.edit as (state: S, cmd: Fields & { expectedRevision: number }) => E[];
  const out = await onStaffItem<S, E, Fields>(deps, ctx, {
    command: spec.command,
    input: cmd,
    streamId,
    decider: spec.decider,
    read: async () => (await versionAt(deps, cmd.id, streamId, spec.fold, cmd.revision, spec.missing)).fields,
    decide: (s, fields) => asRestore(edit(s, { ...fields, expectedRevision: cmd.expectedRevision }), cmd.revision),
  });
  return { id: cmd.id, position: out.position };
}

export type VersionRoutesSpec<S, E extends DomainEvent> = RestoreSpec<S, E> & Where & {
  base: string;
  /** The answer's key and the item as staff now see it (`{ [itemKey]: item, message }`). */
  itemKey: string;
  byId: (deps: Deps, id: number) => unknown;
};

const revisionParam = pathRevision(vm.revisionInvalid);

/** GET …/:id/versions/:revision and POST …/restore on `router`, for staff with the `content` capability. */
export function versionRoutes<S, E extends DomainEvent>(router: Router, deps: Deps, spec: VersionRoutesSpec<S, E>): void {
  router.get(`${spec.base}/:id/versions/:revision`, async (ctx) => {
    requireCapability(ctx, 'content');
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    const id = parseInput(pathId(spec.idInvalid), ctx.params.id);
    const revision = parseInput(revisionParam, ctx.params.revision);
    ctx.body = { version: await versionAt(deps, id, spec.stream(id), spec.fold, revision, spec.missing) };
  });

  router.post(`${spec.base}/restore`, async (ctx) => {
    const out = await restoreVersion(deps, ctx.request.body, await staffCommand(deps, ctx, 'content'), spec);
    await answerItem(deps, ctx, { position: out.position, key: spec.itemKey, find: () => spec.byId(deps, out.id) ?? null, missing: spec.missing, message: vm.restored });
  });
}
