import type { ArticleEvent } from '../../schemas/articles/events.js';
import type { AuditAction } from '../../schemas/admin/audit.js';
import type { AuthEvent } from '../../schemas/auth/events.js';
import type { CommentEvent } from '../../schemas/comments/events.js';
import type { ForumEvent } from '../../schemas/forum/events.js';
import { entry, setFields, type Entry, type EntryRules } from './entry-rules.js';

/**
 * Entries for articles (labelled from the title table), comment moderation, forum admins' acts
 * on threads (only the thread's id is kept: its title is its author's) and role changes.
 */

const EDITABLE = ['title', 'slug', 'excerpt', 'content', 'category', 'featured'] as const;

const article = (action: AuditAction, articleId: number, details: Record<string, unknown> = {}): Entry => ({ ...entry('article', action, articleId, details), articleId });
const thread = (action: AuditAction) => (d: { threadId: number }) => entry('thread', action, d.threadId);

export const articleEntries: EntryRules<ArticleEvent> = {
  ArticleCreated: (d) => article('article.created', d.articleId),
  ArticleEdited: (d) => {
    const changed = setFields(d, EDITABLE);
    return d.restoredFrom !== undefined ? article('article.restored', d.articleId, { changed, restoredFrom: d.restoredFrom }) : article('article.edited', d.articleId, { changed });
  },
  ArticlePublished: (d) =>
    d.scheduledFor !== undefined ? article('article.published_by_schedule', d.articleId, { scheduledFor: d.scheduledFor }) : article('article.published', d.articleId),
  ArticleScheduled: (d) => article('article.scheduled', d.articleId, { publishAt: d.publishAt }),
  ArticleScheduleCancelled: (d) => article('article.schedule_cancelled', d.articleId, { publishAt: d.publishAt }),
  ArticleUnpublished: (d) => article('article.unpublished', d.articleId),
  ArticleDeleted: (d) => article('article.deleted', d.articleId),
};

export const commentEntries: EntryRules<CommentEvent> = {
  CommentModerated: (d, c) => ({
    action: 'comment.moderated', targetType: 'comment', targetId: d.commentId, articleId: d.articleId ?? null, reason: c.unsealOpt(d.reason),
    details: { status: d.status, ...(d.previousStatus ? { previousStatus: d.previousStatus } : {}) },
  }),
};

export const forumThreadEntries: EntryRules<ForumEvent> = {
  ThreadPinned: thread('thread.pinned'),
  ThreadUnpinned: thread('thread.unpinned'),
  ThreadLocked: thread('thread.locked'),
  ThreadUnlocked: thread('thread.unlocked'),
  AnonymousAuthorViewed: (d) => entry('thread', 'forum.author_viewed', d.threadId, d.postId === undefined ? {} : { postId: d.postId }),
  // Issue 29: a moderator's move and merge, with the reason the author was told.
  ThreadMoved: (d) => ({ ...entry('thread', 'thread.moved', d.threadId, { categoryId: d.categoryId, previousCategoryId: d.previousCategoryId }), reason: d.reason }),
  ThreadMerged: (d) => ({ ...entry('thread', 'thread.merged', d.threadId, { targetThreadId: d.targetThreadId }), reason: d.reason }),
};

export const memberEntries: EntryRules<AuthEvent> = {
  UserRoleChanged: (d) => entry('member', 'member.role_changed', d.userId, { role: d.role, previousRole: d.previousRole }),
};
