import Router from '@koa/router';
import type { Context } from 'koa';
import { manageLinkCommand } from '../../schemas/newsletter/commands.js';
import { newsletterMessages as m } from '../../schemas/newsletter/messages.js';
import { preferencesQuery, type PreferencesResponse } from '../../schemas/newsletter/queries.js';
import type { SessionUser } from '../../schemas/auth/queries.js';
import { commandContext } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { parseInput, parseQuery } from '../shared/validation.js';
import { confirmSubscription, ownedSubscription, requestManageLink, requestSubscription, savePreferences, unsubscribeByToken } from './commands.js';
import { listNewsletterCategories, subscriptionById } from './queries.js';

/**
 * The newsletter (SPEC 2 and 7, SECURITY decision 3): nobody learns whether an address is
 * subscribed unless they own it (a signed link from our emails, or signed in as its owner).
 * Reads never write or mail. `/unsubscribe` is the one route that accepts a cross-site,
 * form-encoded POST (RFC 8058 one-click): its signed token is the authority (see csrf in
 * api/shared/http.ts).
 */
export function newsletterRoutes(deps: Deps) {
  const r = new Router();
  const userOf = (ctx: Context) => (ctx.state.user as SessionUser | undefined) ?? null;

  r.get('/_api/newsletter/preferences', (ctx) => {
    const q = parseQuery(preferencesQuery, ctx.query);
    const allCategories = listNewsletterCategories(deps.rm);
    let body: PreferencesResponse = { allCategories, subscription: null };
    // Without an address or a link it is the signup form asking for the categories.
    if (q.email || q.token) {
      const owned = ownedSubscription(deps, q, userOf(ctx));
      if (!owned.allowed) body = { allCategories, subscription: null, message: m.neutralLookup };
      else if (owned.id === null) throw notFound(m.notFound);
      else body = { allCategories, subscription: subscriptionById(deps.rm, owned.id) };
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  r.post('/_api/newsletter/subscribe', async (ctx) => {
    ctx.body = await requestSubscription(deps, ctx.request.body, { ...commandContext(ctx), ip: ctx.ip, signedInEmail: userOf(ctx)?.email });
  });

  r.post('/_api/newsletter/confirm', async (ctx) => {
    const res = await confirmSubscription(deps, ctx.request.body, commandContext(ctx));
    await deps.awaitProjection(res.position);
    ctx.body = { success: true, message: m.confirmed, subscription: subscriptionById(deps.rm, res.subscriptionId) };
  });

  r.post('/_api/newsletter/unsubscribe', async (ctx) => {
    // A mail client's one-click POST is form-encoded with the token in the query; the site's page posts JSON.
    const json = Boolean(ctx.is('application/json'));
    const body = ctx.request.body as { token?: unknown } | undefined;
    const token = json && body?.token !== undefined ? body.token : ctx.query.token;
    const res = await unsubscribeByToken(deps, token, json ? 'link' : 'one-click', commandContext(ctx));
    await deps.awaitProjection(res.position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, message: m.unsubscribedAll };
  });

  r.post('/_api/newsletter/manage-link', async (ctx) => {
    const { email } = parseInput(manageLinkCommand, ctx.request.body);
    await deps.limits.hit('newsletterSubscribe', ctx.ip);
    ctx.body = await requestManageLink(deps, email, { ...commandContext(ctx), ip: ctx.ip, signedInEmail: userOf(ctx)?.email });
  });

  r.post('/_api/newsletter/preferences', async (ctx) => {
    const res = await savePreferences(deps, ctx.request.body, commandContext(ctx), userOf(ctx));
    await deps.awaitProjection(res.position);
    ctx.body = { success: true, message: res.unsubscribed ? m.unsubscribedAll : m.preferencesSaved, subscription: subscriptionById(deps.rm, res.subscriptionId) };
  });

  return r;
}
