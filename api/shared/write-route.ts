import type { Context } from 'koa';
import type { LimitName } from './rate-limits.js';
import type { SessionUser } from '../../schemas/auth/queries.js';
import { actingAs } from './auth.js';
import type { CommandContext } from './command.js';
import type { Deps } from './deps.js';

/** The command context of a signed-in actor (actingAs). */
export type ActorContext = CommandContext & { actorId: number };

/** Who may call a write route: actingAs's options (a capability, admin, the signed-out message). */
type Access = Parameters<typeof actingAs>[1];

/**
 * A write route's steps, the same for every member and staff write: who acts (401/403 first), the
 * actor's limit, the command (it validates, decides and appends), waiting until the read model has
 * the change, then the answer, read from it. `answer` is typed by the route: its response schema.
 */
export function writeRoute<R extends { position: string }, B>(
  deps: Deps,
  spec: {
    access?: Access;
    limit: LimitName;
    run: (deps: Deps, body: unknown, actor: ActorContext) => Promise<R>;
    answer: (res: R, user: SessionUser) => B;
  },
): (ctx: Context) => Promise<void> {
  return async (ctx) => {
    const a = actingAs(ctx, spec.access);
    await deps.limits.hit(spec.limit, a.user.id);
    const res = await spec.run(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    ctx.body = spec.answer(res, a.user);
  };
}
