import type { Context, Next } from 'koa';
import type { SessionUser } from '../../schemas/auth/queries.js';
import { DEFAULT_TRUST_LIMITS, LINK, trustLimits, trustMessages as m, type TrustLimits } from '../../schemas/moderation/trust.js';
import { moderationStreams } from '../../schemas/moderation/events.js';
import { isStaff } from '../../schemas/shared/roles.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, tooMany } from '../shared/errors.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { parseInput } from '../shared/validation.js';
import type { StaffContext } from './ports.js';

/** The member writes a trust limit counts, by route: what kind of post each creates. */
const POSTS: Record<string, 'thread' | 'reply' | 'comment' | 'review'> = {
  '/_api/forum/thread': 'thread',
  '/_api/forum/thread/reply': 'reply',
  '/_api/articles/comments': 'comment',
  '/api/product/reviews': 'review',
};
const hasLink = (v: unknown) => typeof v === 'string' && LINK.test(v);
/** The fields of a post's body that are text a reader sees. */
const TEXT_FIELDS = ['title', 'content', 'pros', 'cons'] as const;

/**
 * The limits in force: an admin's, or the defaults. Like SECURITY 2-C's limits (RATE_LIMITS), the
 * defaults are 100 times looser in development, with links allowed at once, so demos post as new
 * members, and none at all with limits 'off' (test suites). Limits an admin set hold exactly everywhere.
 */
export function currentTrustLimits(rm: ReadModel, mode: string): TrustLimits {
  const row = rm.stmt<[], { limits: string }>('SELECT limits FROM moderation_trust WHERE id = 1').get();
  if (row) return JSON.parse(row.limits) as TrustLimits;
  const d = DEFAULT_TRUST_LIMITS;
  if (mode === 'production') return d;
  return mode === 'off' ? { ...d, newAccountHours: 0 } : { ...d, threadsPerDay: d.threadsPerDay * 100, repliesPerDay: d.repliesPerDay * 100, postsBeforeLinks: 0 };
}

/**
 * Held in the member write gate (api/app.ts): a new account (joined less than `newAccountHours`
 * ago; every post it has is from that time, so its totals are its first day's) past its thread or
 * reply allowance answers 429, and a post with a link before `postsBeforeLinks` posts answers 400.
 * Staff are exempt; nothing is appended.
 */
export const holdNewAccounts = (deps: Deps) => (ctx: Context, next: Next) => {
  const kind = ctx.method === 'POST' ? POSTS[ctx.path] : undefined;
  const user = ctx.state.user as SessionUser | undefined;
  if (!kind || !user || isStaff(user.role)) return next();
  const limits = currentTrustLimits(deps.rm, deps.config.rateLimits);
  const joined = deps.rm.stmt<[number], { created_at: string }>('SELECT created_at FROM users WHERE id = ?').get(user.id)?.created_at;
  if (!joined || deps.now().getTime() - Date.parse(joined) >= limits.newAccountHours * 3_600_000) return next();
  const mine = deps.rm.stmt<[number], { threads: number; replies: number; posts: number }>('SELECT threads, replies, posts FROM moderation_authors WHERE author_id = ?').get(user.id) ?? { threads: 0, replies: 0, posts: 0 };
  if (kind === 'thread' && mine.threads >= limits.threadsPerDay) throw tooMany(m.threads(limits.threadsPerDay), 3600);
  if (kind === 'reply' && mine.replies >= limits.repliesPerDay) throw tooMany(m.replies(limits.repliesPerDay), 3600);
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  if (mine.posts < limits.postsBeforeLinks && TEXT_FIELDS.some((f) => hasLink(body[f]))) throw badRequest(m.links(limits.postsBeforeLinks), 'trust_links');
  return next();
};

/** An admin sets the limits (audited as every staff command); setting the same ones again appends nothing. */
export async function setTrustLimits(deps: Deps, body: unknown, ctx: StaffContext) {
  const cmd = parseInput(trustLimits, body);
  return runCommand(deps.store, ctx, {
    command: 'moderation.trust.set',
    input: cmd,
    prepare: existingStream(moderationStreams.settings, null),
    decider: trustDecider,
    decide: (s) => (JSON.stringify(s) === JSON.stringify(cmd) ? [] : [{ type: 'TrustLimitsSet' as const, data: cmd }]),
  });
}

const trustDecider = {
  initialState: null as TrustLimits | null,
  evolve: (s: TrustLimits | null, e: { type: string; data: unknown }) => (e.type === 'TrustLimitsSet' ? (e.data as TrustLimits) : s),
};
