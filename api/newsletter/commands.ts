import { createHmac } from 'node:crypto';
import { confirmCommand, subscribeCommand, unsubscribeCommand, updatePreferencesCommand, type SubscribeCommand } from '../../schemas/newsletter/commands.js';
import { newsletterStreams as streams, subscriptionSubject } from '../../schemas/newsletter/events.js';
import { newsletterMessages as m } from '../../schemas/newsletter/messages.js';
import { handleCommand, loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, conflict, forbidden, notFound } from '../shared/errors.js';
import { workKind, type WorkContext } from '../shared/durable-work.js';
import { runCommand } from '../shared/idempotency.js';
import { reserve } from '../shared/reservation.js';
import { maskEmail } from '../shared/log.js';
import { seal, type KeyStore } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { confirmationMail, manageMail } from './mail.js';
import { categoriesExist, subscriptionById, subscriptionIdByTag } from './queries.js';
import {
  confirm,
  reservationDecider,
  subscribe,
  subscriptionDecider,
  unsubscribe,
  updatePreferences,
} from './subscription.decider.js';
import { verifyToken, type TokenPurpose } from './tokens.js';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The reservation stream's HMAC: the system key under the newsletter's own label. */
export const addressTag = (keys: KeyStore, email: string) =>
  createHmac('sha256', keys.keyFor(0)).update('newsletter-address\0').update(normaliseEmail(email)).digest('base64url');

const invalidToken = () => badRequest(m.token, 'newsletter_token');

/**
 * A signed token's subscription, refused (400, messages.token) when forged, expired, of another
 * purpose, or naming a subscription that was erased.
 */
export function tokenSubscription(deps: Deps, token: string, purpose: TokenPurpose) {
  const p = verifyToken(deps.keys, token, purpose, deps.now());
  if (!p || !subscriptionById(deps.rm, p.subscriptionId)) throw invalidToken();
  return p;
}

export type SubscribeWork = { cmd: SubscribeCommand };
export type ManageLinkWork = { email: string };
export const subscribeWork = workKind<SubscribeWork>('newsletter-subscribe');
export const manageLinkWork = workKind<ManageLinkWork>('newsletter-manage-link');

/** The requester: their IP, and the signed-in member's own address (the owner gets past the address's limit). */
type Requester = CommandContext & { ip: string; signedInEmail?: string | undefined };

/**
 * Whether a mail may go to this address now: the address's limit (8 per 12 h, from any number
 * of IPs), past which its owner still gets through (RateLimits.addressAllows). The answer is the
 * same either way.
 */
async function mayMail(deps: Deps, email: string, ctx: Requester) {
  const owner = ctx.signedInEmail !== undefined && normaliseEmail(ctx.signedInEmail) === normaliseEmail(email);
  return deps.limits.addressAllows('newsletterSubscribeEmail', addressTag(deps.keys, email), ctx.ip, owner);
}

/**
 * Subscribe: validated and rate-limited on the request path, which does nothing that depends
 * on the address, so the answer's bytes and time are the same for a new, pending, subscribed
 * or unsubscribed address. The request is written to the log as acknowledged work before the
 * answer (api/shared/durable-work.ts); recording it and mailing the link follow from there.
 * With an Idempotency-Key a retry appends nothing and mails nothing.
 */
export async function requestSubscription(deps: Deps, body: unknown, ctx: Requester) {
  const cmd = parseInput(subscribeCommand, body);
  if (!categoriesExist(deps.rm, cmd.preferences)) throw badRequest(m.unknownCategory, 'unknown_category');
  await deps.limits.hit('newsletterSubscribe', ctx.ip);
  if (await mayMail(deps, cmd.email, ctx)) await deps.work.request(subscribeWork, { cmd }, ctx, { ...cmd, email: normaliseEmail(cmd.email) });
  return { success: true as const, message: m.subscribed };
}

/** Finds the address's subscription id, reserving a new one at `no_stream` the first time. */
async function reserveAddress(deps: Deps, email: string, ctx: CommandContext): Promise<number> {
  const stream = streams.address(addressTag(deps.keys, email));
  const held = await loadState(deps.store, stream, reservationDecider);
  const current = held.state.subscriptionId;
  // An erased subscription (its key destroyed, e.g. with its member's account) gives the address up.
  if (current !== null && !deps.keys.destroyed(subscriptionSubject(current))) return current;
  const subscriptionId = await deps.store.nextId('newsletter-subscription');
  if (await reserve(deps.store, stream, [{ type: 'NewsletterAddressReserved', data: { subscriptionId } }], ctx, held.revision)) return subscriptionId;
  // A concurrent subscribe won: its id is the address's.
  const winner = (await loadState(deps.store, stream, reservationDecider)).state.subscriptionId;
  if (winner === null) throw conflict();
  return winner;
}

/**
 * The subscribe work item: records the request (keyed by the item, so a second run appends
 * nothing) and mails the link (keyed by the item, so a second run replaces the first's message).
 */
export async function recordSubscription(deps: Deps, { cmd }: SubscribeWork, work: WorkContext) {
  const ctx = { ...work.ctx, idempotencyKey: `work:${work.workId}` };
  const categoryIds = [...new Set(cmd.preferences)];
  // The subscription's own key seals its events; its id is known once `prepare` has run.
  const subjects: number[] = [];
  const res = await runCommand(deps.store, ctx, {
    command: 'newsletter.subscribe',
    input: { ...cmd, email: normaliseEmail(cmd.email) },
    prepare: async () => {
      const subscriptionId = await reserveAddress(deps, cmd.email, ctx);
      subjects.push(subscriptionSubject(subscriptionId));
      return { streamId: streams.subscription(subscriptionId), result: { subscriptionId } };
    },
    decider: subscriptionDecider,
    decide: (s, { subscriptionId }) =>
      subscribe(s, { subscriptionId, email: seal(deps.keys, subscriptionSubject(subscriptionId), cmd.email), categoryIds, source: cmd.source, memberId: ctx.actorId }),
    subjects,
  });
  const { subscriptionId } = res.result;
  deps.log.info({ event: 'newsletter_subscribe', subscriptionId, email: maskEmail(deps.keys, cmd.email), outcome: res.replayed ? 'replayed' : 'requested' });
  const { state } = await loadState(deps.store, streams.subscription(subscriptionId), subscriptionDecider);
  // A second run (after a crash) mails the link again under the same key: the outbox keeps one message.
  if (state.status === 'none') return;
  const mail = confirmationMail(deps.keys, deps.config.publicUrl, cmd.email.trim(), { subscriptionId, request: state.requests, now: deps.now() });
  await deps.mailer.send({ ...mail, id: work.workId });
}

export async function confirmSubscription(deps: Deps, body: unknown, ctx: CommandContext) {
  const { token } = parseInput(confirmCommand, body);
  const p = tokenSubscription(deps, token, 'confirm');
  const res = await handleCommand(deps.store, streams.subscription(p.subscriptionId), subscriptionDecider, (s) => confirm(s, p.request!), ctx);
  return { subscriptionId: p.subscriptionId, position: res.position };
}

export async function unsubscribeByToken(deps: Deps, token: unknown, via: 'one-click' | 'link', ctx: CommandContext) {
  const cmd = parseInput(unsubscribeCommand, { token });
  const p = tokenSubscription(deps, cmd.token, 'unsubscribe');
  const res = await handleCommand(deps.store, streams.subscription(p.subscriptionId), subscriptionDecider, (s) => unsubscribe(s, via), ctx);
  return { subscriptionId: p.subscriptionId, position: res.position };
}

/**
 * Who may see or change a subscription: the holder of a manage link, or the signed-in member
 * whose own address it is (`email` omitted or equal to theirs, compared case-insensitively).
 * `allowed: false` for anyone else, whether or not the address exists; `id: null` for an owner
 * without a subscription (or whose subscription was erased).
 */
export function ownedSubscription(
  deps: Deps,
  q: { email?: string | undefined; token?: string | undefined },
  user: { email: string } | null,
): { allowed: boolean; id: number | null } {
  if (q.token) return { allowed: true, id: tokenSubscription(deps, q.token, 'manage').subscriptionId };
  if (!user || (q.email && normaliseEmail(q.email) !== normaliseEmail(user.email))) return { allowed: false, id: null };
  const id = subscriptionIdByTag(deps.rm, addressTag(deps.keys, user.email));
  return { allowed: true, id: id !== null && subscriptionById(deps.rm, id) ? id : null };
}

export async function savePreferences(deps: Deps, body: unknown, ctx: CommandContext, user: { email: string } | null) {
  const cmd = parseInput(updatePreferencesCommand, body);
  // A retired topic the subscriber holds stays a valid choice (issue 27); new subscriptions are offered only the others.
  if (!categoriesExist(deps.rm, cmd.categoryIds, { retired: true })) throw badRequest(m.unknownCategory, 'unknown_category');
  const owned = ownedSubscription(deps, cmd, user);
  if (!owned.allowed) throw forbidden(m.notOwner);
  if (owned.id === null) throw notFound(m.notFound);
  const id = owned.id;
  const categoryIds = [...new Set(cmd.categoryIds)];
  const res = await handleCommand(deps.store, streams.subscription(id), subscriptionDecider, (s) => updatePreferences(s, categoryIds), ctx);
  return { subscriptionId: id, position: res.position, unsubscribed: categoryIds.length === 0 };
}

/** The answer is always the neutral one; the address's owner gets a manage link, from acknowledged work. */
export async function requestManageLink(deps: Deps, email: string, ctx: Requester) {
  if (await mayMail(deps, email, ctx)) await deps.work.request(manageLinkWork, { email }, ctx, { email: normaliseEmail(email) });
  return { success: true as const, message: m.neutralLookup };
}

/** The manage-link work item: mails the subscription's owner, if there is one (keyed by the item). */
export async function sendManageLink(deps: Deps, { email }: ManageLinkWork, work: WorkContext) {
  const id = subscriptionIdByTag(deps.rm, addressTag(deps.keys, email));
  const sub = id === null ? null : subscriptionById(deps.rm, id);
  deps.log.info({ event: 'newsletter_manage_link', email: maskEmail(deps.keys, email), outcome: sub ? 'sent' : 'no_subscription' });
  if (id === null || !sub) return;
  await deps.mailer.send({ ...manageMail(deps.keys, deps.config.publicUrl, sub.email, { subscriptionId: id, now: deps.now() }), id: work.workId });
}
