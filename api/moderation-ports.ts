import { moderateComments, removeCommentAsStaff } from './comments/admin.commands.js';
import { lockThread, pinThread } from './forum/commands.js';
import { staffRemoveReply, staffRemoveThread } from './forum/own-posts.commands.js';
import { mergeThreadAsStaff, moveThreadAsStaff } from './forum/thread-moves.commands.js';
import { staffRemoveReview } from './products/review-own.commands.js';
import { moderationPorts, type ItemOutcome, type StaffContext } from './moderation/ports.js';
import type { ModerationItemType } from '../schemas/moderation/events.js';
import type { Deps } from './shared/deps.js';
import { badRequest } from './shared/errors.js';

/**
 * Where moderation meets the features whose posts it acts on (a composition root beside
 * api/ports.ts, which calls it): each port runs the feature's own command.
 */
export function defineModerationPorts(deps: Deps): void {
  const removers: Record<ModerationItemType, (id: number, reason: string | null, ctx: StaffContext) => Promise<ItemOutcome>> = {
    comment: (id, reason, ctx) => removeCommentAsStaff(deps, id, reason, ctx),
    thread: (id, reason, ctx) => staffRemoveThread(deps, { threadId: id, ...(reason ? { reason } : {}) }, ctx),
    reply: (id, reason, ctx) => staffRemoveReply(deps, id, reason ?? undefined, ctx),
    review: (id, reason, ctx) => staffRemoveReview(deps, id, reason ?? undefined, ctx),
  };
  deps.services.define(moderationPorts, () => ({
    async moderateComment(commentId, status, reason, ctx) {
      const res = await moderateComments(deps, { commentIds: [commentId], status, reason }, ctx);
      const [one] = res.results;
      if (one && !one.ok) throw badRequest(one.error ?? 'This comment cannot be moderated.');
      return { changed: one?.changed ?? false, position: res.position };
    },
    removePost: (type, id, reason, ctx) => removers[type](id, reason, ctx),
    async pinThread(threadId, pinned, ctx) {
      return { changed: true, ...(await pinThread(deps, { threadId, pinned }, ctx)) };
    },
    async lockThread(threadId, locked, ctx) {
      return { changed: true, ...(await lockThread(deps, { threadId, locked }, ctx)) };
    },
    moveThread: (threadId, categoryId, reason, ctx) => moveThreadAsStaff(deps, { threadId, categoryId, reason }, ctx),
    mergeThread: (threadId, targetThreadId, reason, ctx) => mergeThreadAsStaff(deps, { threadId, targetThreadId, reason }, ctx),
  }));
}
