import Router from '@koa/router';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { issueStreams as streams } from '../../schemas/newsletter/issues.events.js';
import { archiveQuery, bounceInput, newsletterIssueMessages as m } from '../../schemas/newsletter/issues.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, notFound, unauthorized } from '../shared/errors.js';
import { noQuery, parseInput, parseQuery } from '../shared/validation.js';
import { addressTag } from './commands.js';
import { bounced, deliveryDecider, suppress, suppressionDecider } from './issues.decider.js';
import { parseDeliveryMessageId } from './issues.mail.js';
import { newsletterIssuePorts } from './issues.ports.js';
import { archiveIssue, lastIssueOf, listArchive } from './issues.queries.js';
import { decideOnce, messageIdHost, messageIdKey } from './issues.sender.js';
import { subscriptionIdByTag } from './queries.js';

const slugParam = (slug: string) => (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 120 ? slug : null);

/** The webhook's secret, compared in constant time (both sides hashed to one length first). */
function authorised(deps: Deps, ctx: Context): boolean {
  const secret = deps.config.newsletter.webhookSecret;
  const given = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return secret !== null && timingSafeEqual(digest(given), digest(secret)) && given.length > 0;
}

/**
 * A bounce or complaint from the mail provider. The subscription is found from our Message-ID
 * (which names the issue and the subscription) or from the address's HMAC (never the address).
 * A hard bounce or a complaint suppresses the subscription: no issue is mailed to it again. A soft
 * bounce puts the delivery back for a later round. An address we do not know is answered alike.
 */
export async function recordBounce(deps: Deps, body: unknown) {
  const cmd = parseInput(bounceInput, body);
  let ref: { issueId: number | null; subscriptionId: number } | null = null;
  if (cmd.messageId !== undefined) {
    ref = parseDeliveryMessageId(messageIdKey(deps), messageIdHost(deps), cmd.messageId);
    if (!ref) throw badRequest(m.bounceMessageId, 'validation');
  } else {
    const subscriptionId = subscriptionIdByTag(deps.rm, addressTag(deps.keys, cmd.email!));
    if (subscriptionId !== null) ref = { subscriptionId, issueId: cmd.issueId ?? lastIssueOf(deps.rm, subscriptionId) };
  }
  if (!ref) return { position: null };
  const tag = `newsletter-bounce-${ref.subscriptionId}`;
  const ctx: CommandContext = { actorId: null, actorRole: 'system', correlationId: tag, causationId: tag, now: deps.now() };
  const { subscriptionId, issueId } = ref;
  let position: string | null = null;
  if (issueId !== null) {
    const out = await decideOnce(deps, streams.delivery(issueId, subscriptionId), deliveryDecider, (s) => bounced(s, { issueId, subscriptionId }, cmd.type), ctx);
    position = out.position ?? position;
  }
  if (cmd.type !== 'soft') {
    const type = cmd.type;
    const out = await decideOnce(deps, streams.suppression(subscriptionId), suppressionDecider, (s) => suppress(s, subscriptionId, type, issueId), ctx);
    position = out.position ?? position;
  }
  deps.log.info({ event: 'newsletter_bounce', type: cmd.type, subscriptionId, issueId, outcome: position ? 'recorded' : 'unchanged' });
  return { position };
}

/** The archive of sent, public issues and the provider's bounce webhook. */
export function newsletterIssuePublicRoutes(deps: Deps) {
  const r = new Router();

  r.get('/_api/newsletter/archive', (ctx) => {
    ctx.body = listArchive(deps.rm, parseQuery(archiveQuery, ctx.query).cursor);
  });

  r.get('/_api/newsletter/archive/:slug', (ctx) => {
    noQuery(ctx);
    const slug = slugParam(ctx.params.slug ?? '');
    const issue = slug ? archiveIssue(deps.rm, deps.services.get(newsletterIssuePorts), slug) : null;
    if (!issue) throw notFound(m.notFound);
    ctx.body = { issue };
  });

  r.post('/_api/newsletter/bounce', async (ctx) => {
    if (!authorised(deps, ctx)) {
      ctx.state.log.warn({ event: 'newsletter_webhook_refused', ip: ctx.ip, outcome: 'unauthorized' });
      throw unauthorized(m.webhookUnauthorized);
    }
    const out = await recordBounce(deps, ctx.request.body);
    if (out.position) await deps.awaitProjection(out.position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true };
  });

  return r;
}
