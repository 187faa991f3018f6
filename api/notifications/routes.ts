import Router from '@koa/router';
import { notificationMessages as m } from '../../schemas/notifications/messages.js';
import { notificationsQuery, type NotificationSettingsDto } from '../../schemas/notifications/queries.js';
import { actingAs, commandContext } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { noQuery, parseQuery } from '../shared/validation.js';
import { markRead, mute, setPreferences, unsubscribeByToken } from './commands.js';
import { notificationsPorts } from './ports.js';
import { listNotifications, mutedMembers, preferencesFor, unreadCount } from './queries.js';

/**
 * Notifications (issue 29): the bell's list and read marks, a member's email preferences and
 * mutes, all for the signed-in member alone; and the emails' one-click unsubscribe, whose
 * signed token is the authority (signed in or not, cross-site and form-encoded: RFC 8058, see
 * csrf in api/shared/http.ts). Reads never write.
 */
export function notificationRoutes(deps: Deps) {
  const r = new Router();
  const slug = (id: number) => deps.services.get(notificationsPorts).articleSlug(id);
  const settings = (userId: number): NotificationSettingsDto => ({ preferences: preferencesFor(deps.rm, userId), muted: mutedMembers(deps.rm, userId) });

  r.get('/_api/notifications', (ctx) => {
    const { user } = actingAs(ctx);
    const q = parseQuery(notificationsQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = listNotifications(deps.rm, user.id, q, slug);
  });

  r.post('/_api/notifications/read', async (ctx) => {
    const { ctx: c } = actingAs(ctx);
    const res = await markRead(deps, ctx.request.body, c);
    await deps.awaitProjection(res.position);
    ctx.body = { success: true, unread: unreadCount(deps.rm, c.actorId) };
  });

  r.get('/_api/notifications/settings', (ctx) => {
    const { user } = actingAs(ctx);
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = settings(user.id);
  });

  r.post('/_api/notifications/preferences', async (ctx) => {
    const { ctx: c } = actingAs(ctx);
    const res = await setPreferences(deps, ctx.request.body, c);
    await deps.awaitProjection(res.position);
    ctx.body = { success: true, message: m.preferencesSaved, ...settings(c.actorId) };
  });

  for (const [path, muted] of [['/_api/members/mute', true], ['/_api/members/unmute', false]] as const) {
    r.post(path, async (ctx) => {
      const { ctx: c } = actingAs(ctx);
      const res = await mute(deps, ctx.request.body, c, muted);
      await deps.awaitProjection(res.position);
      ctx.body = { success: true, message: muted ? m.muted : m.unmuted, muted: mutedMembers(deps.rm, c.actorId) };
    });
  }

  r.post('/_api/notifications/unsubscribe', async (ctx) => {
    // A mail client's one-click POST is form-encoded with the token in the query; the site's page posts JSON.
    const json = Boolean(ctx.is('application/json'));
    const body = ctx.request.body as { token?: unknown } | undefined;
    const token = json && body?.token !== undefined ? body.token : ctx.query.token;
    const res = await unsubscribeByToken(deps, token, commandContext(ctx));
    await deps.awaitProjection(res.position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, message: m.unsubscribed, category: res.category };
  });

  return r;
}
