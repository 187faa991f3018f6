import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ZodType } from 'zod';
import type { Capability } from '../../schemas/shared/roles.js';
import { actingAs, requireCapability } from './auth.js';
import type { CommandContext, Decider, DomainEvent } from './command.js';
import type { Deps } from './deps.js';
import { notFound } from './errors.js';
import { runCommand } from './idempotency.js';
import { newItemStream, onExistingStream } from './item-streams.js';
import { noQuery, parseInput } from './validation.js';

/**
 * What every staff command route does around its command (issue 27's studio): the capability
 * checked (401 signed out, 403 with SPEC's text otherwise) before the body is looked at, the
 * staff rate limit counted, and the answer given only once the read model shows the change
 * (read-your-writes), with the item as staff now see it.
 */
export async function staffCommand(deps: Pick<Deps, 'limits'>, ctx: Context, capability: Capability) {
  const { user, ctx: command } = actingAs(ctx, { can: capability });
  await deps.limits.hit('admin', user.id);
  return command;
}

/**
 * The `sensitive_update` log line of a staff change (SECURITY: who, from where, on which path, what,
 * on which items), after the command succeeded; the events themselves are the audit trail.
 */
export function logStaffChange(ctx: Context, action: string, items: Record<string, unknown>): void {
  ctx.state.log.info({ event: 'sensitive_update', userId: ctx.state.user?.id, ip: ctx.ip, path: ctx.path, action, ...items, outcome: 'success' });
}

/** A staff read: the capability checked (401 signed out, 403 otherwise), and the answer never cached (it changes with every edit). */
export function staffRead(ctx: Context, capability: Capability): void {
  requireCapability(ctx, capability);
  ctx.set('Cache-Control', 'no-store');
}

/** Waits for `position`, then answers `{ [key]: item, message }`; 404 with `missing` when the item is gone. */
export async function answerItem<T>(
  deps: Pick<Deps, 'awaitProjection'>,
  ctx: Context,
  out: { position: string; key: string; find: () => T | null; missing: string; message: string; status?: number },
): Promise<void> {
  await deps.awaitProjection(out.position);
  const item = out.find();
  if (item === null) throw notFound(out.missing);
  ctx.status = out.status ?? 200;
  ctx.body = { [out.key]: item, message: out.message };
}

/** An id in a path (schemas/shared/inputs.ts), for the routes built on these helpers. */
export { pathId } from '../../schemas/shared/inputs.js';

export type StaffOutcome = { position: string };

/**
 * Creates one item on a stream of its own: the id (`kind`'s next) and whatever else `also` fixes
 * (a place in a list) are allocated once per Idempotency-Key, before the claim, so a retried
 * create answers the first id and appends nothing (T37). The answer's `result` holds the id under
 * `idKey`, as the idempotency record keeps it.
 */
export async function createItem<K extends string, S, E extends DomainEvent, P extends object = object>(
  deps: Pick<Deps, 'store'>,
  ctx: CommandContext,
  spec: { command: string; input: unknown; kind: string; idKey: K; stream: (id: number) => string; decider: Decider<S, E>; decide: (s: S, created: Record<K, number> & P) => E[]; also?: () => P },
) {
  const open = newItemStream(deps, spec);
  return runCommand(deps.store, ctx, {
    command: spec.command,
    input: spec.input,
    prepare: async () => {
      const { streamId, result } = await open();
      return { streamId, result: { ...result, ...spec.also?.() } as Record<K, number> & P };
    },
    decider: spec.decider,
    decide: (s, created) => spec.decide(s, created),
  });
}

/**
 * One command on one existing item's stream, at its exact revision (through `runCommand`, so a
 * keyed retry appends nothing twice); `read` fetches what the decision needs besides the stream,
 * before it (the decider stays pure).
 */
export async function onItem<S, E extends DomainEvent, F = undefined>(
  deps: Pick<Deps, 'store'>,
  ctx: CommandContext,
  spec: { command: string; input: unknown; streamId: string; decider: Decider<S, E>; decide: (s: S, facts: F) => E[]; read?: (s: S) => Promise<F> },
) {
  const { streamId, decider, ...command } = spec;
  return onExistingStream<S, E, null, F>(deps.store, ctx, streamId, null, decider, command);
}

/** `onItem` for a staff list's commands, which answer only the position to wait for. */
export async function onStaffItem<S, E extends DomainEvent, F = undefined>(deps: Pick<Deps, 'store'>, ctx: CommandContext, spec: Parameters<typeof onItem<S, E, F>>[2]): Promise<StaffOutcome> {
  return { position: (await onItem(deps, ctx, spec)).position };
}

type Query = Context['query'];

/**
 * The studio's reads of one kind of item, each behind `guard` (the capability, and for some the
 * no-store header): GET `base` lists (its query parsed by `list`), GET `base/:id` answers
 * `{ [key]: item }` (404 with `missing`), and, where the kind keeps them, GET `base/:id/history`
 * and GET `base/:id/versions/:revision` (`{ version }`); an id or revision not in plain digits is
 * a 400 with the kind's own words.
 */
export function staffItemReads(
  router: Router,
  spec: {
    base: string;
    guard: (ctx: Context) => unknown;
    list: (query: Query) => unknown;
    key: string;
    id: ZodType<number, string>;
    byId: (id: number) => unknown;
    missing: string;
    /** The history's own query (its page) is parsed by `read`, after the id; `noQuery` takes none, refused before the id is looked at. */
    history?: { noQuery: true; read: (id: number) => Promise<unknown> } | { noQuery?: false; read: (id: number, query: Query) => Promise<unknown> };
    version?: { revision: ZodType<number, string>; at: (id: number, revision: number) => Promise<unknown> };
  },
): void {
  router.get(spec.base, (ctx) => {
    spec.guard(ctx);
    ctx.body = spec.list(ctx.query);
  });
  router.get(`${spec.base}/:id`, (ctx) => {
    spec.guard(ctx);
    noQuery(ctx);
    const item = spec.byId(parseInput(spec.id, ctx.params.id));
    if (item === null || item === undefined) throw notFound(spec.missing);
    ctx.body = { [spec.key]: item };
  });
  const history = spec.history;
  if (history) {
    router.get(`${spec.base}/:id/history`, async (ctx) => {
      spec.guard(ctx);
      if (history.noQuery) {
        noQuery(ctx);
        ctx.body = await history.read(parseInput(spec.id, ctx.params.id));
      } else ctx.body = await history.read(parseInput(spec.id, ctx.params.id), ctx.query);
    });
  }
  const version = spec.version;
  if (version) {
    router.get(`${spec.base}/:id/versions/:revision`, async (ctx) => {
      spec.guard(ctx);
      noQuery(ctx);
      ctx.body = { version: await version.at(parseInput(spec.id, ctx.params.id), parseInput(version.revision, ctx.params.revision)) };
    });
  }
}
