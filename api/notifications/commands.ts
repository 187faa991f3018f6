import type { z } from 'zod';
import { emailPreferences, notificationStreams, type EmailPreferences, type NotificationEvent } from '../../schemas/notifications/events.js';
import { notificationMessages as m } from '../../schemas/notifications/messages.js';
import { muteCommand, readCommand, unsubscribeToken } from '../../schemas/notifications/queries.js';
import { handleCommand, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { parseInput } from '../shared/validation.js';
import { memberExists, newestShown } from './queries.js';
import { decideMute, decidePreferences, decideUnmute, settingsDecider } from './settings.decider.js';
import { verifyUnsubscribe } from './tokens.js';

type Acting = CommandContext & { actorId: number };

/** `POST /_api/notifications/read { ids } | { all: true }`: ids not the member's own change nothing (the projection matches on both). */
export async function markRead(deps: Deps, input: unknown, ctx: Acting) {
  const body = parseInput(readCommand, input) as z.infer<typeof readCommand>;
  const userId = ctx.actorId;
  const data: Extract<NotificationEvent, { type: 'NotificationsRead' }>['data'] =
    'all' in body ? { userId, all: true, upTo: newestShown(deps.rm, userId) ?? ctx.now.toISOString() } : { userId, ids: [...new Set(body.ids)] };
  return handleCommand(deps.store, notificationStreams.member(userId), settingsDecider, () => [{ type: 'NotificationsRead', data }], ctx);
}

export async function mute(deps: Deps, input: unknown, ctx: Acting, muted: boolean) {
  const { userId: mutedUserId } = parseInput(muteCommand, input);
  const userId = ctx.actorId;
  const exists = memberExists(deps.rm, mutedUserId);
  return handleCommand(
    deps.store,
    notificationStreams.member(userId),
    settingsDecider,
    (s) => (muted ? decideMute(s, { userId, mutedUserId, exists }) : decideUnmute(s, { userId, mutedUserId })),
    ctx,
  );
}

export async function setPreferences(deps: Deps, input: unknown, ctx: Acting) {
  const preferences = parseInput(emailPreferences, input);
  return handleCommand(deps.store, notificationStreams.member(ctx.actorId), settingsDecider, (s) => decidePreferences(s, { userId: ctx.actorId, preferences, via: 'settings' }), ctx);
}

/** The signed link's category set to 'never' for the link's member, signed in or not (RFC 8058 one-click). */
export async function unsubscribeByToken(deps: Deps, raw: unknown, ctx: CommandContext) {
  const token = parseInput(unsubscribeToken, raw);
  const p = verifyUnsubscribe(deps.keys, token);
  if (!p) throw badRequest(m.badToken);
  const stream = notificationStreams.member(p.userId);
  const res = await handleCommand(deps.store, stream, settingsDecider, (s) => {
    const preferences: EmailPreferences = { ...s.preferences, [p.category]: 'never' };
    return decidePreferences(s, { userId: p.userId, preferences, via: 'unsubscribe' });
  }, ctx);
  return { ...res, category: p.category };
}
