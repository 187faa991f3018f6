import type { Context } from 'koa';
import type { Capability } from '../../schemas/shared/roles.js';
import { actingAs } from './auth.js';
import type { CommandContext, Decider, DomainEvent } from './command.js';
import type { Deps } from './deps.js';
import { notFound } from './errors.js';
import { runCommand } from './idempotency.js';

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
 * One staff command on one existing item's stream, at its exact revision (through `runCommand`,
 * so a keyed retry appends nothing twice); `read` fetches what the decision needs besides the
 * stream, before it (the decider stays pure).
 */
export async function onStaffItem<S, E extends DomainEvent, F = undefined>(
  deps: Pick<Deps, 'store'>,
  ctx: CommandContext,
  spec: { command: string; input: unknown; streamId: string; decider: Decider<S, E>; decide: (s: S, facts: F) => E[]; read?: (s: S) => Promise<F> },
): Promise<StaffOutcome> {
  const read = spec.read;
  const res = await runCommand<S, E, null, F>(deps.store, ctx, {
    command: spec.command,
    input: spec.input,
    prepare: async () => ({ streamId: spec.streamId, result: null }),
    decider: spec.decider,
    decide: (s, _r, facts) => spec.decide(s, facts),
    ...(read ? { read: (s: S) => read(s) } : {}),
  });
  return { position: res.position };
}
