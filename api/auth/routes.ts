import Router from '@koa/router';
import type { Context } from 'koa';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { commandContext, requireUser, signIn } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound, unauthorized } from '../shared/errors.js';
import { noQuery } from '../shared/validation.js';
import { changeUserPassword } from './change-password.command.js';
import { confirmRegistration } from './confirm-account.command.js';
import { login } from './login.command.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.command.js';
import { sessionUser, userProfile } from './queries.js';
import { registerUser } from './register-user.command.js';
import { updateUserProfile } from './update-profile.command.js';

const DEMO_MEMBER = { email: 'member@example.com', password: 'Member12345' };

/**
 * The site's origin for links in emails: PUBLIC_URL (development: http://localhost:PORT). Never
 * the request's Host or X-Forwarded-Host: whoever asks for a reset chooses those, and would
 * receive the token when the member clicks a link to their host (password-reset poisoning).
 */
const origin = (deps: Deps) => deps.config.publicUrl;

/** Accounts: session, login, logout, sign-up, password reset, profile and password. */
export function authRoutes(deps: Deps) {
  const r = new Router();
  /** The commands log through the request's logger, so their security events carry its requestId (T30). */
  const withRequestLog = (ctx: Context): Deps => ({ ...deps, log: ctx.state.log ?? deps.log });

  // Signed out is an answer, not an error: a 401 here would be logged as a failure by every browser.
  r.get('/_api/auth/session', (ctx) => {
    noQuery(ctx);
    ctx.body = { user: (ctx.state.user as ReturnType<typeof requireUser> | undefined) ?? null };
  });

  r.get('/_api/auth/demo-credentials', (ctx) => {
    if (!deps.config.seedDemo) throw notFound();
    noQuery(ctx);
    ctx.body = DEMO_MEMBER;
  });

  r.post('/_api/auth/login_with_password', async (ctx) => {
    const res = await login(withRequestLog(ctx), ctx.request.body, { ...commandContext(ctx), ip: ctx.ip });
    await signIn(ctx, res);
    ctx.body = { user: sessionUser(deps.rm, res.userId) };
  });

  r.post('/_api/auth/logout', async (ctx) => {
    const userId = ctx.session?.userId;
    ctx.session = null;
    ctx.set('Clear-Site-Data', '"cache", "cookies", "storage"');
    if (userId) ctx.state.log.info({ event: 'session_logout', userId, ip: ctx.ip, outcome: 'success' });
    ctx.body = { success: true };
  });

  // The same bytes for a new and a taken address (issue 13, T9): no session, no cookie, no user.
  r.post('/_api/auth/register', async (ctx) => {
    ctx.body = await registerUser(withRequestLog(ctx), ctx.request.body, { ...commandContext(ctx), ip: ctx.ip, origin: origin(deps) });
    ctx.status = 202;
  });

  r.post('/_api/auth/register/confirm', async (ctx) => {
    const res = await confirmRegistration(withRequestLog(ctx), ctx.request.body, { ...commandContext(ctx), ip: ctx.ip });
    await deps.awaitProjection(res.position);
    await signIn(ctx, { userId: res.userId, role: res.role });
    ctx.body = { user: sessionUser(deps.rm, res.userId) };
  });

  r.post('/_api/auth/password-reset/request', async (ctx) => {
    const res = await requestPasswordReset(withRequestLog(ctx), ctx.request.body, { ...commandContext(ctx), ip: ctx.ip, origin: origin(deps) });
    ctx.body = { message: res.message };
  });

  r.post('/_api/auth/password-reset/confirm', async (ctx) => {
    const res = await confirmPasswordReset(withRequestLog(ctx), ctx.request.body, commandContext(ctx));
    await deps.awaitProjection(res.position);
    if (ctx.session?.userId === res.userId) ctx.session = null;
    ctx.body = { message: res.message };
  });

  r.get('/_api/user/profile', (ctx) => {
    const user = requireUser(ctx);
    noQuery(ctx);
    const profile = userProfile(deps.rm, user.id);
    if (!profile) throw unauthorized();
    ctx.body = { user: profile };
  });

  r.post('/_api/user/profile', async (ctx) => {
    const user = requireUser(ctx);
    const res = await updateUserProfile(withRequestLog(ctx), user.id, ctx.request.body, commandContext(ctx));
    await deps.awaitProjection(res.position);
    ctx.body = { user: userProfile(deps.rm, user.id) };
  });

  r.post('/_api/user/password', async (ctx) => {
    const user = requireUser(ctx);
    const res = await changeUserPassword(withRequestLog(ctx), user.id, ctx.request.body, { ...commandContext(ctx), ip: ctx.ip, email: user.email });
    await deps.awaitProjection(res.position);
    // Every other session of the member ends; this one continues under a new id (T6).
    await deps.sessions.destroyUserSessions(user.id);
    await ctx.session!.regenerate();
    ctx.body = { success: true, message: m.passwordChanged };
  });

  return r;
}
