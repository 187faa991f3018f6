import Router from '@koa/router';
import type { Context } from 'koa';
import type { ReadModel } from '../../projections/read-db.js';
import { requireCapability } from './auth.js';
import type { CommandContext, DomainEvent } from './command.js';
import type { Deps } from './deps.js';
import { answerItem, pathId, staffCommand, type StaffOutcome } from './staff.js';
import { streamHistory } from './stream-history.js';
import { versionRoutes, type RestoreSpec } from './stream-versions.js';
import { noQuery, parseInput } from './validation.js';

/**
 * The studio's short staff lists (issue 27: forum categories, newsletter topics, search synonym
 * groups): one list without paging, each item on its own stream with its history, a create keyed
 * by Idempotency-Key, an edit at `expectedRevision`, and compare and restore of any version. Every route needs the `content`
 * capability (401 signed out, 403 otherwise); every command answers once the read model shows it.
 * A feature names what differs (paths, keys, words, commands) and adds its own verbs on the router.
 */

type Command<O> = (deps: Deps, body: unknown, ctx: CommandContext) => Promise<O>;

/** A staff list's reads from its read model: every item, or one by id. */
export interface StaffListReads<Item> {
  list: (rm: ReadModel) => Item[];
  byId: (rm: ReadModel, id: number) => Item | null;
}

/**
 * The reads of a list kept in one table with an `id` column: `select` names the columns and the
 * table, `order` the list's order (a list of a few hundred items at most: no paging).
 */
export function staffListReads<Row, Item>(spec: { select: string; order: string; toItem: (r: Row) => Item }): StaffListReads<Item> {
  return {
    list: (rm) => rm.stmt<[], Row>(`${spec.select} ORDER BY ${spec.order}`).all().map(spec.toItem),
    byId: (rm, id) => {
      const row = rm.stmt<[number], Row>(`${spec.select} WHERE id = ?`).get(id);
      return row ? spec.toItem(row) : null;
    },
  };
}

export interface StaffListSpec<O extends StaffOutcome, Item, S, E extends DomainEvent> {
  /** '/_api/admin/forum/categories' */
  base: string;
  /** The answer's keys: `{ [listKey]: Item[] }` for the list, `{ [itemKey]: Item, message }` for a command. */
  listKey: string;
  itemKey: string;
  messages: { idInvalid: string; notFound: string; created: string; updated: string; deleted?: string };
  stream: (id: number) => string;
  read: StaffListReads<Item>;
  /** The item a command's outcome names. */
  idOf: (out: O) => number;
  create: Command<O>;
  edit: Command<O>;
  /** Compare and restore (api/shared/stream-versions.ts): which events set which fields, and the item's edit that a restore runs. */
  versions: RestoreSpec<S, E>;
  /** Events of the stream that are no staff change, left out of its history (api/shared/stream-history.ts). */
  historyHides?: readonly string[];
  /** POST …/delete answers `{ success: true, message }` (features whose items are retired instead have none). */
  remove?: Command<StaffOutcome>;
}

/** The list's routes; `staff` and `answer` serve the feature's own verbs added on `router`. */
export function staffListRoutes<O extends StaffOutcome, Item, S, E extends DomainEvent>(deps: Deps, spec: StaffListSpec<O, Item, S, E>) {
  const router = new Router();
  const m = spec.messages;
  const byId = (d: Deps, id: number) => spec.read.byId(d.rm, id);
  const staff = (ctx: Context) => staffCommand(deps, ctx, 'content');
  const answer = (ctx: Context, out: O, message: string, status = 200) =>
    answerItem(deps, ctx, { position: out.position, key: spec.itemKey, find: () => byId(deps, spec.idOf(out)), missing: m.notFound, message, status });

  router.get(spec.base, (ctx) => {
    requireCapability(ctx, 'content');
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { [spec.listKey]: spec.read.list(deps.rm) };
  });

  router.get(`${spec.base}/:id/history`, async (ctx) => {
    requireCapability(ctx, 'content');
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await streamHistory(deps, spec.stream(parseInput(pathId(m.idInvalid), ctx.params.id)), m.notFound, spec.historyHides);
  });

  router.post(spec.base, async (ctx) => {
    await answer(ctx, await spec.create(deps, ctx.request.body, await staff(ctx)), m.created, 201);
  });

  router.post(`${spec.base}/edit`, async (ctx) => {
    await answer(ctx, await spec.edit(deps, ctx.request.body, await staff(ctx)), m.updated);
  });

  versionRoutes(router, deps, { ...spec.versions, base: spec.base, idInvalid: m.idInvalid, missing: m.notFound, stream: spec.stream, itemKey: spec.itemKey, byId });

  const remove = spec.remove;
  if (remove) {
    router.post(`${spec.base}/delete`, async (ctx) => {
      const out = await remove(deps, ctx.request.body, await staff(ctx));
      await deps.awaitProjection(out.position);
      ctx.body = { success: true, message: m.deleted };
    });
  }

  return { router, staff, answer };
}
