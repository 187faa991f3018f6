import type { Context } from 'koa';
import type { Capability } from '../../schemas/shared/roles.js';
import { actingAs } from './auth.js';
import type { Deps } from './deps.js';
import { notFound } from './errors.js';

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
