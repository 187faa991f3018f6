import type { Context, Next } from 'koa';
import type { SessionUser } from '../../schemas/auth/queries.js';
import { suspendedMessage } from '../../schemas/moderation/members.js';
import type { Deps } from '../shared/deps.js';
import { forbidden } from '../shared/errors.js';
import { suspensionOf } from './members.queries.js';

/**
 * What a suspended member may still do (issue 29: read, export and delete their account): end a
 * session or start one, their account's own controls (password, export, deletion, sessions, email,
 * notifications and their settings), the newsletter, the contact form (an appeal) and the view
 * counters a page posts while being read. Everything else a signed-in member sends is a write of
 * theirs (posting, editing, voting, reviewing, reporting, 'helpful', the profile, any staff act).
 */
const STILL_ALLOWED = [
  /^\/_api\/auth\//,
  /^\/_api\/user\/(password|export|delete|sessions|email)(\/|$)/,
  /^\/_api\/notifications(\/|$)/,
  /^\/_api\/newsletter\//,
  /^\/_api\/contact$/,
  /^\/_api\/(forum\/thread|experts\/interview)\/view$/,
];

/**
 * The one gate every member write passes (api/app.ts, after the member is loaded): a write by a
 * suspended member answers 403 with the suspension's end and reason, whatever route it is for, so
 * no kind of write can be forgotten. Reads never ask; a write asks one primary-key row.
 */
export const refuseSuspendedWrites = (deps: Deps) => (ctx: Context, next: Next) => {
  const user = ctx.state.user as SessionUser | undefined;
  if (!user || ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS') return next();
  if (!(ctx.path.startsWith('/_api/') || ctx.path.startsWith('/api/')) || STILL_ALLOWED.some((p) => p.test(ctx.path))) return next();
  const suspension = suspensionOf(deps.rm, user.id, deps.now());
  if (suspension) throw forbidden(suspendedMessage(suspension.until, suspension.reason));
  return next();
};
