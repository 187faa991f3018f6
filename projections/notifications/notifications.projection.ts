import type { RecordedEvent } from '../../api/event-store/port.js';
import { isAuthorNotice } from '../../schemas/moderation/events.js';
import { categoryOf, type NotificationEvent, type NotificationType } from '../../schemas/notifications/events.js';
import { defineProjection } from '../projection.js';
import { mentionedMembers, nameKey } from './directory.js';
import { digestDue, notificationIdOf, NOTIFICATIONS_READ_INDEXES, NOTIFICATIONS_SCHEMA, preferencesOf, statements, type About, type S } from './notification-rows.js';

interface Ctx {
  s: S;
  e: RecordedEvent;
  actor: number | null;
  /** Set when the event itself hides its author (an anonymous post): the actor is kept for mutes but not shown. */
  anonymous?: boolean;
}

/** Tells `userId` about the event, unless the rules say not to; returns whether a row was made. */
function tell(c: Ctx, userId: number | null | undefined, type: NotificationType, about: About): boolean {
  if (!userId || userId === c.actor) return false;
  const who = c.s.recipient.get(userId);
  if (!who || who.deleted || !who.active) return false;
  const at = c.e.metadata.at;
  if (type !== 'moderation' && who.suspended_until !== null && (who.suspended_until === '' || who.suspended_until > at)) return false;
  if (c.actor && type !== 'moderation' && c.s.muted.get(userId, c.actor)) return false;
  const email = preferencesOf(c.s.prefs.get(userId)?.prefs)[categoryOf[type]];
  c.s.insert.run({
    id: notificationIdOf(c.e, userId, type),
    user_id: userId,
    type,
    actor_id: c.anonymous || type === 'moderation' ? null : c.actor,
    thread_id: null, post_id: null, comment_id: null, article_id: null, review_id: null, product_id: null, reason: null, action: null,
    ...about,
    created_at: at,
    position: c.e.position,
    email,
    due_at: email === 'never' ? null : email === 'immediately' ? at : digestDue(at),
  });
  return true;
}

/** Mentions in `text` (sealed), except members already told about this event. */
function mentions(c: Ctx, sealed: (string | undefined)[], unseal: (v: string) => string | null, already: (number | null | undefined)[], about: About) {
  const text = sealed.map((v) => (v ? (unseal(v) ?? '') : '')).join('\n');
  if (!text.includes('@')) return;
  const byName = (key: string) => c.s.byName.get(key)?.id ?? null;
  for (const id of mentionedMembers(text, byName)) if (!already.includes(id)) tell(c, id, 'mention', about);
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** The bell's rows (issue 29; the rules in notification-rows.ts and docs/notifications.md), from the events of every feature that tells someone something. */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  version: 1,
  init: NOTIFICATIONS_SCHEMA,
  readIndexes: NOTIFICATIONS_READ_INDEXES,
  prepare: statements,
  apply(event, s, { unseal }) {
    const d = (event.data ?? {}) as Record<string, unknown>;
    const c: Ctx = { s, e: event, actor: event.metadata.actorId ?? null };
    switch (event.type) {
      case 'UserRegistered': {
        // An erased member's name no longer opens (a replay after erasure): shown '[deleted]', never mentionable.
        // A pending sign-up keeps its name sealed, as the members' table does: if nobody confirms it its key goes, and a replay must give the same row.
        if (d.pendingUntil) {
          s.member.run({ id: d.userId, name: d.displayName, key: null, role: d.role, active: 0 });
          return;
        }
        const name = unseal(d.displayName as string);
        s.member.run({ id: d.userId, name: name ?? '[deleted]', key: name === null ? null : nameKey(name), role: d.role, active: 1 });
        return;
      }
      case 'AccountConfirmed': {
        const sealed = s.memberName.get(d.userId as number)?.display_name;
        const name = sealed === undefined ? null : unseal(sealed);
        s.activate.run(name ?? '[deleted]', name === null ? null : nameKey(name), d.userId);
        return;
      }
      case 'ProfileUpdated':
        if (typeof d.displayName === 'string') {
          const name = unseal(d.displayName);
          s.rename.run(name ?? '[deleted]', name === null ? null : nameKey(name), d.userId);
        }
        return;
      case 'UserRoleChanged':
      case 'StaffRoleRecorded':
        s.role.run(d.role, d.userId);
        return;
      case 'AccountDeletionRequested': {
        const id = d.userId as number;
        s.erase.run(id);
        s.eraseTitles.run(id);
        s.eraseMutes.run(id);
        s.eraseMutedBy.run(id);
        s.eraseNotifications.run(id);
        s.erasePrefs.run(id);
        return;
      }
      case 'MemberSuspended':
        s.suspend.run((d.until as string | null) ?? '', d.userId);
        break; // and the member is told (below)
      case 'MemberUnsuspended':
        s.suspend.run(null, d.userId);
        break;
      case 'ThreadCreated': {
        const threadId = d.threadId as number;
        s.thread.run(threadId, d.authorId, unseal(d.title as string));
        mentions({ ...c, actor: d.authorId as number, anonymous: d.anonymous === true }, [d.title as string, d.content as string], unseal, [], { thread_id: threadId });
        return;
      }
      case 'ForumThreadEdited':
        if (typeof d.title === 'string') s.threadTitle.run(unseal(d.title), d.threadId);
        return;
      case 'ThreadReplyPosted': {
        const r: Ctx = { ...c, actor: d.authorId as number, anonymous: d.anonymous === true };
        const about = { thread_id: d.threadId as number, post_id: d.postId as number };
        const owner = s.threadAuthor.get(about.thread_id)?.author_id;
        tell(r, owner, 'thread_reply', about);
        mentions(r, [d.content as string], unseal, [owner], about);
        return;
      }
      case 'CommentPosted': {
        const commentId = d.commentId as number;
        s.comment.run(commentId, d.authorId, d.articleId);
        const r: Ctx = { ...c, actor: d.authorId as number };
        const about = { comment_id: commentId, article_id: d.articleId as number };
        const parent = num(d.parentCommentId) ? s.commentById.get(d.parentCommentId as number)?.author_id : undefined;
        if (parent) tell(r, parent, 'comment_reply', about);
        mentions(r, [d.content as string], unseal, [parent], about);
        return;
      }
      case 'CommentFlagged':
      case 'ForumThreadReported':
      case 'ForumReplyReported':
      case 'ReviewReported': {
        const reporter = num(d.reporterId) ?? num(d.userId);
        const commentId = num(d.commentId);
        const about: About = {
          thread_id: num(d.threadId), post_id: num(d.postId), comment_id: commentId, review_id: num(d.reviewId), product_id: num(d.productId),
          article_id: commentId ? (s.commentById.get(commentId)?.article_id ?? null) : null,
          // A comment report's reason is the reporter's own words (sealed): only the forum and review reports' listed reasons are shown.
          reason: event.type === 'CommentFlagged' ? null : ((d.reason as string | undefined) ?? null),
        };
        for (const { id } of s.moderators.all()) tell({ ...c, actor: reporter }, id, 'report', about);
        return;
      }
      default:
        if (applyOwn(event, s)) return;
    }
    notice(c, d);
  },
});

/** A moderator's act on a member's content or account (schemas/moderation AUTHOR_NOTICE_EVENTS). */
function notice(c: Ctx, d: Record<string, unknown>) {
  let n = isAuthorNotice(c.e);
  if (!n && c.e.type === 'CommentModerated' && d.status === 'rejected') {
    const author = c.s.commentById.get(d.commentId as number)?.author_id;
    if (author) n = { authorId: author, reason: (d.reason as string | null) ?? null };
  }
  if (!n) return;
  const commentId = num(d.commentId) ?? (d.itemType === 'comment' ? num(d.itemId) : null);
  tell(c, n.authorId, 'moderation', {
    thread_id: num(d.threadId) ?? (d.itemType === 'thread' ? num(d.itemId) : null),
    post_id: num(d.postId) ?? (d.itemType === 'reply' ? num(d.itemId) : null),
    comment_id: commentId,
    article_id: num(d.articleId) ?? (commentId ? (c.s.commentById.get(commentId)?.article_id ?? null) : null),
    review_id: num(d.reviewId) ?? (d.itemType === 'review' ? num(d.itemId) : null),
    product_id: num(d.productId),
    reason: n.reason,
    action: c.e.type,
  });
}

/** The member's own choices and the mail record; true when the event was one of them. */
function applyOwn(event: RecordedEvent, s: S): boolean {
  const e = event as unknown as NotificationEvent;
  switch (e.type) {
    case 'NotificationsRead':
      if (e.data.all) s.readAll.run(e.data.userId, e.data.upTo ?? event.metadata.at);
      for (const id of e.data.ids ?? []) s.readIds.run(id, e.data.userId);
      return true;
    case 'MemberMuted':
      s.mute.run(e.data.userId, e.data.mutedUserId);
      return true;
    case 'MemberUnmuted':
      s.unmute.run(e.data.userId, e.data.mutedUserId);
      return true;
    case 'NotificationPreferencesSet': {
      s.setPrefs.run(e.data.userId, JSON.stringify(e.data.preferences));
      for (const [type, category] of Object.entries(categoryOf)) s.repref.run({ email: e.data.preferences[category], user: e.data.userId, type });
      return true;
    }
    case 'NotificationMailed':
      s.mailed.run(e.data.notificationId);
      return true;
    case 'NotificationDigestMailed':
      for (const id of e.data.ids) s.mailed.run(id);
      return true;
    default:
      return false;
  }
}
