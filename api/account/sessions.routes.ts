import Router from '@koa/router';
import type { Context } from 'koa';
import { revokeSessionInput, sessionMessages as m, type SessionDto } from '../../schemas/account/sessions.js';
import { requireUser } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { sessionHandle, type SessionInfo } from '../shared/sessions.js';
import { parseInput } from '../shared/validation.js';

/** The request's own session id (koa-session's key for it): only ever hashed into a handle here. */
const currentSid = (ctx: Context): string | undefined => (ctx.session as { externalKey?: string } | null)?.externalKey;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const toDto = (s: SessionInfo, current: string | null): SessionDto => ({
  id: s.handle,
  device: s.device ?? 'Unknown device',
  createdAt: iso(s.createdAt),
  lastSeenAt: iso(s.seenAt),
  current: s.handle === current,
});

/**
 * A member's signed-in sessions (issue 29): listed in Settings with the device each started on,
 * signed out one by one or all but this one. Sessions are not events: these end rows in the
 * session store (api/shared/sessions.ts, SQLite or Redis), as a password change does.
 */
export function sessionRoutes(deps: Deps) {
  const r = new Router();

  r.get('/_api/user/sessions', async (ctx) => {
    const user = requireUser(ctx);
    const sid = currentSid(ctx);
    const current = sid ? sessionHandle(sid) : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { sessions: (await deps.sessions.listUserSessions(user.id)).map((s) => toDto(s, current)) };
  });

  r.post('/_api/user/sessions/revoke', async (ctx) => {
    const user = requireUser(ctx);
    const { id } = parseInput(revokeSessionInput, ctx.request.body);
    const sid = currentSid(ctx);
    if (sid && sessionHandle(sid) === id) throw badRequest(m.current, 'validation');
    // One already gone (signed out, expired, or ended by an earlier click) is signed out too.
    const ended = await deps.sessions.destroyUserSession(user.id, id);
    if (ended) ctx.state.log.info({ event: 'session_revoked', userId: user.id, ip: ctx.ip, outcome: 'success' });
    ctx.body = { success: true, message: m.signedOut };
  });

  r.post('/_api/user/sessions/revoke-others', async (ctx) => {
    const user = requireUser(ctx);
    await deps.sessions.destroyUserSessions(user.id, currentSid(ctx));
    ctx.state.log.info({ event: 'session_revoked', userId: user.id, ip: ctx.ip, scope: 'others', outcome: 'success' });
    ctx.body = { success: true, message: m.signedOutOthers };
  });

  return r;
}
