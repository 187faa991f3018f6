import type Koa from 'koa';
import type { Context, Next } from 'koa';
import session from 'koa-session';
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../schemas/auth/queries.js';
import { can, isStaff, type Capability, type Role } from '../../schemas/shared/roles.js';
import { SIGNED_IN_COOKIE } from '../../schemas/auth/session-hint.js';
import type { CommandContext } from './command.js';
import { forbidden, unauthorized } from './errors.js';
import { deviceLabel } from './device.js';
import { genid, type SessionData, type SessionStore } from './sessions.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Idle and absolute lifetimes (SECURITY 2-A.3): admins 30 min / 12 h, members 24 h / 30 days. */
export const SESSION_LIMITS = {
  admin: { idle: 30 * MIN, absolute: 12 * HOUR },
  user: { idle: 24 * HOUR, absolute: 30 * 24 * HOUR },
} as const;

/**
 * Every staff role keeps admins' short limits: an editor or a moderator also acts on what others
 * wrote and read, without a second factor, which is SECURITY 2-A.3's reason for admins' limits.
 */
export const sessionLimits = (role: Role | undefined) => SESSION_LIMITS[isStaff(role) ? 'admin' : 'user'];

export { SIGNED_IN_COOKIE };

export const cookieName = (secure: boolean) => (secure ? '__Host-sid' : 'sid');

/**
 * A signed-in request saves its session only when the session changed or this long after the
 * last save (`seenAt`): reads do not write, so a full disk leaves them answering. The stored
 * expiry (koa-session's `_expire`, the store's `expires_at`) is set at each save, so it lags
 * the member's last request by at most this window: the idle limit takes effect between
 * `idle - 1 min` and `idle` after the last request, never later. (A quarter of the idle time
 * would let a member's 24 h limit end 6 h early, so the window is one minute for every role.)
 */
export const SESSION_REFRESH_MS = Math.min(MIN, SESSION_LIMITS.admin.idle / 4);

export function sessionMiddleware(app: Koa, store: SessionStore, opts: { secure: boolean; onExpired: (ctx: Context) => void }) {
  // koa-session checks the idle limit (`_expire`) itself before calling `valid`, and reports it only as this event.
  app.on('session:expired', ({ ctx }: { ctx: Context }) => opts.onExpired(ctx));
  const koaSession = session(
    {
      key: cookieName(opts.secure),
      maxAge: SESSION_LIMITS.user.idle,
      // Not rolling: koa-session would then save on every request. `refreshWhenDue` decides.
      rolling: false,
      renew: false,
      httpOnly: true,
      signed: true,
      secure: opts.secure,
      sameSite: 'lax',
      path: '/',
      genid,
      store: {
        get: (key: string) => store.get(key),
        set: (key: string, sess: SessionData, maxAge: number, o?: { ctx?: Context }) =>
          store.set(key, sess, maxAge).catch((err: unknown) => {
            // A refresh only moves the expiry: if it cannot be saved the read still answers,
            // and the next request past the window tries again.
            if (!o?.ctx?.state.sessionRefreshOnly) throw err;
            o.ctx.state.log?.warn({ err }, 'session refresh not saved');
          }),
        destroy: (key: string) => store.destroy(key),
      },
      valid: (ctx: Context, sess: SessionData & { _expire?: number }) => {
        const limits = sessionLimits(sess.role);
        const now = Date.now();
        const ok = (sess.createdAt ?? now) + limits.absolute > now && (sess._expire ?? Infinity) > now;
        if (!ok) opts.onExpired(ctx);
        return ok;
      },
    } as unknown as Parameters<typeof session>[0],
    app,
  );
  const key = `${cookieName(opts.secure)}=`;
  return (ctx: Context, next: Next) => {
    ctx.state.sessionCookie = ctx.headers.cookie?.includes(key) === true;
    // A read without the cookie has no session and cannot start one (signing in is a POST):
    // koa-session would still mint an id for it (32 random bytes) and commit nothing.
    if (!ctx.state.sessionCookie && (ctx.method === 'GET' || ctx.method === 'HEAD')) return next();
    return koaSession(ctx, () => refreshWhenDue(ctx, next));
  };
}

/**
 * Whether the request can have a session: it sent the cookie, or signed in. Reading `ctx.session`
 * otherwise makes koa-session mint an id (32 random bytes) that nothing keeps: a quarter of an
 * anonymous read's own work.
 */
export const mayHaveSession = (ctx: Context): boolean => ctx.state.sessionCookie === true || ctx.state.sessionStarted === true;

/** Runs inside koa-session, so a `seenAt` set here is committed (and moves the expiry) on the way out. */
async function refreshWhenDue(ctx: Context, next: Next) {
  const before = mayHaveSession(ctx) ? JSON.stringify(ctx.session ?? null) : 'null';
  await next();
  if (!mayHaveSession(ctx)) return;
  const sess = ctx.session as (SessionData & { seenAt?: number }) | null;
  if (!sess?.userId) return;
  const now = Date.now();
  if (typeof sess.seenAt === 'number' && now - sess.seenAt < SESSION_REFRESH_MS && now >= sess.seenAt) return;
  ctx.state.sessionRefreshOnly = JSON.stringify(sess) === before;
  sess.seenAt = now;
}

/** Starts a signed-in session under a fresh id (no fixation, T3). */
export async function signIn(ctx: Context, user: { userId: number; role: Role }) {
  ctx.state.sessionStarted = true;
  await ctx.session!.regenerate();
  ctx.session!.userId = user.userId;
  ctx.session!.role = user.role;
  ctx.session!.createdAt = Date.now();
  ctx.session!.seenAt = ctx.session!.createdAt;
  ctx.session!.maxAge = sessionLimits(user.role).idle;
  ctx.session!.device = deviceLabel(ctx.get('user-agent'));
  ctx.state.log.info({ event: 'session_created', userId: user.userId, ip: ctx.ip, outcome: 'success' });
}

export function requireUser(ctx: Context): SessionUser {
  const user = ctx.state.user as SessionUser | undefined;
  if (!user) throw unauthorized();
  return user;
}

/**
 * The signed-in member and a command context acting as them: 401 (with `message` when given)
 * without a session, 403 with SPEC's 'Access denied…' text when their role lacks the capability
 * `can` (schemas/shared/roles.ts) or is not `role`. A staff route names a capability:
 * `actingAs(ctx, { can: 'content' })`.
 */
export function actingAs(
  ctx: Context,
  opts: { can?: Capability; role?: 'admin'; message?: string } = {},
): { user: SessionUser; ctx: CommandContext & { actorId: number } } {
  if (opts.message && !ctx.state.user) throw unauthorized(opts.message);
  const user = opts.can ? requireCapability(ctx, opts.can) : opts.role ? requireRole(ctx, opts.role) : requireUser(ctx);
  return { user, ctx: { ...commandContext(ctx), actorId: user.id } };
}

/** The signed-in member when their role may use `capability`: 401 signed out, 403 otherwise. */
export function requireCapability(ctx: Context, capability: Capability): SessionUser {
  const user = requireUser(ctx);
  if (!can(user.role, capability)) throw accessDenied(user.role);
  return user;
}

export function requireRole(ctx: Context, role: 'admin'): SessionUser {
  const user = requireUser(ctx);
  if (user.role !== role) throw accessDenied(user.role);
  return user;
}

/** SPEC section 6's text for a role that lacks a permission. */
const accessDenied = (role: Role) => forbidden(`Access denied. Your role (${role}) lacks required permissions.`);

/**
 * The command's audit context. The request is the cause of what it appends (causation id);
 * a client or upstream service may carry its own correlation id across several requests.
 */
export function commandContext(ctx: Context): CommandContext {
  const user = ctx.state.user as SessionUser | undefined;
  const key = ctx.get('Idempotency-Key');
  const requestId: string = ctx.state.requestId ?? randomUUID();
  const correlation = ctx.get('X-Correlation-Id');
  return {
    actorId: user?.id ?? null,
    actorRole: user?.role ?? 'anonymous',
    correlationId: /^[A-Za-z0-9._:-]{8,100}$/.test(correlation) ? correlation : requestId,
    causationId: requestId,
    // Set for each request from deps.now() (api/app.ts); a context built outside a request takes the wall clock.
    now: (ctx.state.now as Date | undefined) ?? new Date(),
    ...(key && key.length <= 200 ? { idempotencyKey: key } : {}),
  };
}

/** A cookie the page's script can read, saying only that this browser holds a session (SIGNED_IN_COOKIE in schemas). */
export const signedInHint = (opts: { secure: boolean; maxAgeMs: number }) => async (ctx: Context, next: Next) => {
  await next();
  const had = ctx.cookies.get(SIGNED_IN_COOKIE) === '1';
  const has = mayHaveSession(ctx) && Boolean(ctx.session?.userId);
  if (has === had) return;
  // Not HttpOnly on purpose: it holds no secret (the session id stays in the HttpOnly cookie), and it
  // lets an anonymous reader's page skip the session check altogether (web/features/auth/api/get-session.ts).
  ctx.cookies.set(SIGNED_IN_COOKIE, has ? '1' : null, { httpOnly: false, sameSite: 'lax', secure: opts.secure, path: '/', maxAge: has ? opts.maxAgeMs : undefined, signed: false, overwrite: true });
};

/**
 * Loads the signed-in member from the read model; a session whose member is gone is dropped. The
 * role is the read model's, never the one saved at sign-in: a role change (which answers only once
 * the read model has it) holds from the member's very next request. The session's copy of the role
 * only picks its limits, so it follows: a promotion to staff moves the session to staff limits at
 * once, and ends it when it is already older than their absolute limit.
 */
export const loadUser = (find: (id: number) => SessionUser | null) => async (ctx: Context, next: Next) => {
  const userId = mayHaveSession(ctx) ? (ctx.session?.userId as number | undefined) : undefined;
  if (userId) {
    const user = find(userId);
    if (user && ctx.session!.role !== user.role) followRole(ctx, user);
    else if (user) ctx.state.user = user;
    else ctx.session = null;
  }
  return next();
};

function followRole(ctx: Context, user: SessionUser) {
  const sess = ctx.session!;
  const limits = sessionLimits(user.role);
  if (typeof sess.createdAt === 'number' && sess.createdAt + limits.absolute <= Date.now()) {
    ctx.state.log?.info({ event: 'session_expired', userId: user.id, ip: ctx.ip, outcome: 'expired' });
    ctx.session = null;
    return;
  }
  sess.role = user.role;
  sess.maxAge = limits.idle;
  ctx.state.user = user;
}
