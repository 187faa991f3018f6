import bodyParser from '@koa/bodyparser';
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { badRequest, DomainError, notFound } from './errors.js';
import type { RateLimits } from './rate-limits.js';

const cspDirectives = (styleSrc: string) => [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data:",
  `style-src ${styleSrc}`,
  "connect-src 'self'",
  "font-src 'self'",
].join('; ');

const CSP = cspDirectives("'self'");

/** The policy with these inline stylesheets allowed by hash (`'sha256-…'`), for a server-rendered page. */
export const cspWithStyles = (sources: string[]) => cspDirectives(["'self'", ...sources].join(' '));

/** First middleware: request id, access log, and every error as `{ error }` JSON without internals. */
export const errors = (log: Logger) => async (ctx: Context, next: Next) => {
  const requestId = randomUUID();
  ctx.state.requestId = requestId;
  // The request's logger is made on first use: most answers log nothing, and a pino child costs
  // its bindings' serialisation and redaction.
  let child: Logger | undefined;
  Object.defineProperty(ctx.state, 'log', {
    get: () => (child ??= log.child({ requestId })),
    set: (l: Logger) => void (child = l),
    enumerable: true,
    configurable: true,
  });
  ctx.set('X-Request-Id', requestId);
  const started = performance.now();
  try {
    await next();
    const api = ctx.path.startsWith('/_api') || ctx.path.startsWith('/api/');
    if (api && ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { error: 'Not found' };
    }
    if (api && (ctx.status === 405 || ctx.status === 501) && (ctx.body === undefined || typeof ctx.body === 'string')) {
      const status = ctx.status;
      ctx.body = { error: status === 405 ? 'Method not allowed' : 'Not implemented' };
      ctx.status = status;
    }
  } catch (err) {
    respondWithError(ctx, err, requestId);
  } finally {
    // The access line needs no child logger of its own: the same fields, with the requestId inline.
    if (log.isLevelEnabled('info')) {
      const line = { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) };
      if (child) child.info(line, 'request');
      else log.info({ requestId, ...line }, 'request');
    }
  }
};

/**
 * A full disk, an I/O error or a lock held too long: SQLite reports most of these with extended
 * codes (better-sqlite3 gives `SQLITE_IOERR_WRITE`, `SQLITE_IOERR_FSYNC`, `SQLITE_BUSY_SNAPSHOT`...),
 * the file system with errno names. A page that reads back wrong is `SQLITE_CORRUPT`: under random
 * EIO (T35's long variant) a failed read of a sound file gave it, and a file really damaged is no
 * more the client's fault; either way nothing was written, and the log has the error for operators.
 */
const STORAGE_UNAVAILABLE = /^(SQLITE_(FULL|IOERR|BUSY|CORRUPT)(_[A-Z_]+)?|ENOSPC|EIO|EDQUOT)$/;

/**
 * A system call reading or writing failed, whatever its errno: the machine's storage (or the
 * connection's socket, whose reader is then gone), not the request. Under random I/O faults (T35's
 * long variant) a module loaded on first use (the body parser's decoder) failed to read with EINTR
 * and EFAULT. The log line says 'storage unavailable' and carries the error with its syscall.
 */
const FILE_IO_SYSCALL = /^(open|read|write|pread|pwrite|readv|writev|fsync|fdatasync|close|stat|fstat|lstat|rename|unlink|mkdir|scandir)$/;

/** A body refused before validation, with why (a type or an errno), never its text. */
const logRefusedBody = (ctx: Context, reason: string) =>
  ctx.state.log?.info({ event: 'input_validation_fail', userId: ctx.state.user?.id ?? 'anon', ip: ctx.ip, path: ctx.path, outcome: 'rejected', reason });

function respondWithError(ctx: Context, err: unknown, requestId: string) {
  const e = err as { status?: number; expose?: boolean; message?: string; type?: string; code?: string; syscall?: string };
  if (err instanceof DomainError) {
    ctx.status = err.status;
    const { retryAfterSeconds, ...extra } = err.extra as { retryAfterSeconds?: number };
    if (retryAfterSeconds) ctx.set('Retry-After', String(Math.max(1, retryAfterSeconds)));
    ctx.body = err.code === 'login_failed' ? { message: err.message } : { error: err.message, ...extra };
    if (err.status === 400 && err.code === 'validation')
      ctx.state.log.info({ event: 'input_validation_fail', userId: ctx.state.user?.id ?? 'anon', ip: ctx.ip, path: ctx.path, outcome: 'rejected' });
    // The login command logs its own refusals (with the limit that applied): one line per event.
    if (err.status === 429 && err.code !== 'login_failed')
      ctx.state.log.warn({ event: 'excess_rate_limit_exceeded', ip: ctx.ip, path: ctx.path, outcome: 'blocked' });
    if (err.status === 403) ctx.state.log.warn({ event: 'authz_fail', userId: ctx.state.user?.id ?? 'anon', ip: ctx.ip, path: ctx.path, outcome: 'denied' });
    return;
  }
  if (e.status === 413 || e.type === 'entity.too.large') return send(ctx, 413, 'Request body is too large');
  if (e.status === 415) return send(ctx, 415, 'Content-Type must be application/json');
  if (e.status && e.status >= 400 && e.status < 500 && e.expose) {
    const reason = e.type ?? e.code ?? `http_${e.status}`;
    logRefusedBody(ctx, reason);
    return send(ctx, e.status, e.status === 400 ? 'Malformed JSON body' : 'Bad request');
  }
  if ((e.code && STORAGE_UNAVAILABLE.test(e.code)) || (e.syscall && FILE_IO_SYSCALL.test(e.syscall))) {
    ctx.state.log.error({ err }, 'storage unavailable');
    return send(ctx, 503, 'The service is temporarily unavailable. Please try again shortly.');
  }
  ctx.state.log.error({ err }, 'unhandled error');
  ctx.status = 500;
  ctx.body = { error: 'Internal error', requestId };
}

const send = (ctx: Context, status: number, error: string) => {
  ctx.status = status;
  ctx.body = { error };
};

/** Security headers on every response class (T28). */
export const securityHeaders = (opts: { hsts: boolean }) => async (ctx: Context, next: Next) => {
  if (ctx.method === 'TRACE' || ctx.method === 'TRACK') {
    ctx.status = 405;
    ctx.body = { error: 'Method not allowed' };
  }
  try {
    if (ctx.status !== 405) await next();
  } finally {
    // A route may narrow it further for its own page (the preview page's one hashed inline style).
    ctx.set('Content-Security-Policy', (ctx.state.csp as string | undefined) ?? CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.set('X-Frame-Options', 'DENY');
    // No `interest-cohort`: FLoC is gone, and Chromium logs an unrecognised feature on every page.
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (opts.hsts) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    ctx.vary(['Origin', 'Sec-Fetch-Site']);
    if (/^\/_api\/(auth|user|admin|ops)\//.test(ctx.path)) ctx.set('Cache-Control', 'no-store');
    ctx.remove('X-Powered-By');
  }
};

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` form-encoded
 * from their own servers (cross-site, no cookies). The signed token in the URL is the authority
 * and the route can only unsubscribe the token's subscription, so it skips the Origin and
 * JSON-only checks. The newsletter's bounce webhook is posted by the mail provider's servers
 * (no Origin): its shared secret, compared in constant time, is the authority.
 */
const CSRF_EXEMPT = new Set(['/_api/newsletter/unsubscribe', '/_api/newsletter/bounce', '/_api/notifications/unsubscribe']);

/**
 * CSRF without tokens (SECURITY 2-E): a state-changing request must be same-origin by
 * Sec-Fetch-Site, or, when a browser sends none, by Origin; neither header fails closed.
 * Origin is compared with the configured public origin only, never with the request's Host,
 * which whoever sends the request chooses. Bodies must be JSON (415 otherwise), so no HTML
 * form can post here at all.
 */
/**
 * Avatar uploads send the image itself: same-origin like every command, but with an image type
 * instead of JSON. No HTML form can send these types either.
 */
const IMAGE_BODY: Record<string, string[]> = {
  '/_api/user/avatar': ['image/png', 'image/jpeg', 'image/webp'],
  '/_api/admin/products/image': ['image/png', 'image/jpeg', 'image/webp'],
  '/_api/admin/experts/photo': ['image/png', 'image/jpeg', 'image/webp'],
  '/_api/admin/articles/cover-image': ['image/png', 'image/jpeg', 'image/webp'],
  '/_api/admin/articles/content-image': ['image/png', 'image/jpeg', 'image/webp'],
};

export const csrf = (publicOrigin: string) => async (ctx: Context, next: Next) => {
  if (SAFE.has(ctx.method) || (ctx.method === 'POST' && CSRF_EXEMPT.has(ctx.path))) return next();
  const site = ctx.get('Sec-Fetch-Site');
  const origin = ctx.get('Origin');
  const sameOrigin = site ? site === 'same-origin' : origin === publicOrigin;
  if (!sameOrigin) {
    ctx.state.log.warn({ event: 'malicious_csrf', ip: ctx.ip, path: ctx.path, site: site || null, origin: origin.slice(0, 100) || null, outcome: 'blocked' });
    ctx.status = 403;
    ctx.body = { error: 'Cross-site request refused' };
    return;
  }
  const imageTypes = ctx.method === 'POST' ? IMAGE_BODY[ctx.path] : undefined;
  const imageBody = imageTypes !== undefined && ctx.is(...imageTypes) !== false;
  if (!imageBody && !ctx.is('application/json')) {
    ctx.status = 415;
    ctx.body = { error: 'Content-Type must be application/json' };
    return;
  }
  return next();
};

/** The global per-IP request limits (50 per 10 s and 200 per minute in production) on API paths. */
export async function hitRequestLimits(limits: RateLimits, ctx: Context): Promise<void> {
  if (ctx.path.startsWith('/_api') || ctx.path.startsWith('/api/')) {
    await limits.hit('requestsShort', ctx.ip);
    await limits.hit('requestsLong', ctx.ip);
  }
}

export const requestLimits = (limits: RateLimits) => async (ctx: Context, next: Next) => {
  await hitRequestLimits(limits, ctx);
  return next();
};

/**
 * The JSON body parser with `limit` (over it: 413; not JSON: 415). A body that does not parse is a
 * 400: co-body and raw-body give every error of the client's making an HTTP status. An error
 * without one is the server's (the socket's read failed, or the decoder's module, loaded on first
 * use, could not be read), and goes to the error handler as it is, which answers a failed read 503:
 * a client retries that with its Idempotency-Key. Its errno is no test: libuv names only the errnos
 * it knows, and T35's random EIO also injects EBADFD, which arrives as code 'Unknown system error
 * -77' and was answered 400 'Malformed JSON body'. (A client that hangs up mid-body is raw-body's
 * 400 'request aborted', which no one receives.)
 */
export const jsonBody = (limit: string) =>
  bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    encoding: 'utf-8',
    onError: (err, ctx) => {
      const { status, type } = err as { status?: number; type?: unknown };
      if (status === undefined || status === 413 || status === 415) throw err;
      // Which refusal it was (raw-body's type; co-body's failed parse has none), never the message:
      // JSON.parse quotes the body.
      const reason = typeof type === 'string' ? type : 'entity.parse.failed';
      logRefusedBody(ctx, reason);
      throw badRequest('Malformed JSON body', 'malformed_json');
    },
  });

/** JSON bodies must be objects; a bare primitive or array is a 400 (T20). */
export const objectBody = async (ctx: Context, next: Next) => {
  if (!SAFE.has(ctx.method)) {
    const body = (ctx.request as { body?: unknown }).body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      ctx.status = 400;
      ctx.body = { error: 'Request body must be a JSON object' };
      return;
    }
  }
  return next();
};

/** A query's answer, or 404 with `message` when it found nothing. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
