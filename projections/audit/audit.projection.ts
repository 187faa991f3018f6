import type { ArticleEvent } from '../../schemas/articles/events.js';
import type { AuditAction, AuditTargetType } from '../../schemas/admin/audit.js';
import type { CommentEvent } from '../../schemas/comments/events.js';
import type { AuthEvent } from '../../schemas/auth/events.js';
import type { ForumEvent } from '../../schemas/forum/events.js';
import type { ProductEvent } from '../../schemas/products/events.js';
import type { ExpertEvent } from '../../schemas/experts/events.js';
import { isStaff } from '../../schemas/shared/roles.js';
import { defineProjection } from '../projection.js';
import { issueAuditEntry, issueAuditName, issueScheduledBy } from '../newsletter/issues.audit.js';
import { STRUCTURE_TARGETS, structureEntry, structureName } from './structure-entries.js';

interface Entry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number;
  articleId: number | null;
  reason: string | null;
  details: Record<string, unknown>;
}

const EDITABLE = ['title', 'slug', 'excerpt', 'content', 'category', 'featured'] as const;

/**
 * The audit trail: one row per admin action, taken from the event and its metadata (who, in
 * which role, when, under which correlation id), so the trail says exactly what the log says.
 * Only events whose actor acted as an admin are entries; seeding (role 'system') is not.
 * `seq` follows log order; the event id makes a redelivered event change nothing. Article
 * titles are kept as they were at each action (`audit_article_titles`, fed by every article's
 * creation and edits whoever made them), so a deleted article's entries keep their label;
 * comments and forum threads are labelled at read time from their read models (comments,
 * forum_threads), which forget erased text: a thread's title is its author's sealed personal
 * data, so the trail keeps only the thread's id.
 * Version 2: forum admins' pins, unpins, locks and unlocks (issue 10) became entries.
 * Version 3: an admin's look at who wrote an anonymous thread or reply (`AnonymousAuthorViewed`,
 * issue 13) is an entry `forum.author_viewed` on the thread, with the reply's id in `details`;
 * the author is never in the trail, only that the look happened.
 * Version 4 (issue 27): every staff role's actions are entries, not only admins'; a role change
 * (`UserRoleChanged`) is an entry `member.role_changed` on the member, with both roles in `details`.
 * Version 5 (issue 27): products and rating criteria created, edited, retired, reinstated and
 * deleted are entries on the product or criterion, labelled with its name at that time
 * (`audit_catalogue_names`, fed by every listing and rename whoever made it, as article titles).
 * Version 7 (issue 27): forum categories, newsletter topics and search synonym groups created,
 * edited, moved, archived, retired or deleted are entries, labelled from the same name table
 * (structure-entries.ts).
 */
export const auditProjection = defineProjection({
  name: 'audit',
  version: 7,
  init: `
    CREATE TABLE IF NOT EXISTS audit_log (
      seq INTEGER PRIMARY KEY,
      event_id TEXT NOT NULL UNIQUE,
      at TEXT NOT NULL,
      actor_id INTEGER NOT NULL,
      action TEXT NOT NULL,
      target_type TEXT NOT NULL,
      target_id INTEGER NOT NULL,
      target_label TEXT,
      article_id INTEGER,
      reason TEXT,
      details TEXT NOT NULL DEFAULT '{}',
      correlation_id TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS audit_log_actor ON audit_log (actor_id, seq);
    CREATE INDEX IF NOT EXISTS audit_log_actor_action ON audit_log (actor_id, action, seq);
    CREATE INDEX IF NOT EXISTS audit_log_actor_type ON audit_log (actor_id, target_type, seq);
    CREATE INDEX IF NOT EXISTS audit_log_action ON audit_log (action, seq);
    CREATE INDEX IF NOT EXISTS audit_log_type ON audit_log (target_type, seq);
    CREATE INDEX IF NOT EXISTS audit_log_target ON audit_log (target_type, target_id, seq);
    CREATE TABLE IF NOT EXISTS audit_actors (actor_id INTEGER PRIMARY KEY, entries INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE IF NOT EXISTS audit_article_titles (article_id INTEGER PRIMARY KEY, title TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS audit_catalogue_names (target_type TEXT NOT NULL, target_id INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY (target_type, target_id)) WITHOUT ROWID;`,
  prepare: (db) => ({
    insert: db.prepare(`INSERT INTO audit_log (event_id, at, actor_id, action, target_type, target_id, target_label, article_id, reason, details, correlation_id)
      VALUES (@eventId, @at, @actorId, @action, @targetType, @targetId, @targetLabel, @articleId, @reason, @details, @correlationId)
      ON CONFLICT(event_id) DO NOTHING`),
    actor: db.prepare(`INSERT INTO audit_actors (actor_id, entries) VALUES (?, 1)
      ON CONFLICT(actor_id) DO UPDATE SET entries = entries + 1`),
    title: db.prepare<[number], { title: string }>('SELECT title FROM audit_article_titles WHERE article_id = ?'),
    setTitle: db.prepare(`INSERT INTO audit_article_titles (article_id, title) VALUES (?, ?)
      ON CONFLICT(article_id) DO UPDATE SET title = excluded.title`),
    name: db.prepare<[string, number], { name: string }>('SELECT name FROM audit_catalogue_names WHERE target_type = ? AND target_id = ?'),
    setName: db.prepare(`INSERT INTO audit_catalogue_names (target_type, target_id, name) VALUES (?, ?, ?)
      ON CONFLICT(target_type, target_id) DO UPDATE SET name = excluded.name`),
  }),
  apply(event, s, { unsealOpt }) {
    const e = event as unknown as AuditedEvent;
    // Titles first, so an edit's entry carries the title it gave the article.
    if (e.type === 'ArticleCreated') s.setTitle.run(e.data.articleId, e.data.title);
    if (e.type === 'ArticleEdited' && e.data.title !== undefined) s.setTitle.run(e.data.articleId, e.data.title);
    // An expert's first profile is their creation; a later one is an edit (read before the name is set).
    const knownExpert = e.type === 'ExpertProfiled' && s.name.get('expert', e.data.expertId) !== undefined;
    const named = catalogueName(e) ?? structureName(e);
    if (named) s.setName.run(...named);
    const meta = event.metadata;
    // Newsletter issues (issue 28, projections/newsletter/issues.audit.ts): labelled with the subject they had then;
    // a send started by the schedule is the act of the staff member who scheduled it.
    const issueName = issueAuditName(event);
    if (issueName) s.setName.run(...issueName);
    const issueEntry = issueAuditEntry(event);
    if (issueEntry) {
      const by = meta.actorRole === 'system' ? issueScheduledBy(event) : isStaffActor(meta.actorRole) ? meta.actorId : null;
      if (by === null) return;
      const targetLabel = s.name.get('newsletter_issue', issueEntry.targetId)?.name ?? null;
      const row = { ...issueEntry, eventId: event.id, at: meta.at, actorId: by, targetLabel, details: JSON.stringify(issueEntry.details), correlationId: meta.correlationId };
      if (s.insert.run(row).changes === 1) s.actor.run(by);
      return;
    }
    // A schedule's publish is the system's act on a staff member's word: the entry is theirs (issue 27).
    const scheduledBy = e.type === 'ArticlePublished' && meta.actorRole === 'system' ? (e.data.scheduledBy ?? null) : null;
    if (scheduledBy === null && (!isStaffActor(meta.actorRole) || meta.actorId === null)) return;
    const entry = (e.type === 'ExpertProfiled' ? studioEntry(e, knownExpert) : toEntry(e, unsealOpt)) ?? structureEntry(e);
    if (!entry) return;
    const targetLabel =
      entry.targetType === 'article'
        ? (s.title.get(entry.targetId)?.title ?? null)
        : entry.targetType === 'product' || entry.targetType === 'criterion' || entry.targetType === 'expert' || entry.targetType === 'interview' || STRUCTURE_TARGETS.includes(entry.targetType)
          ? (s.name.get(entry.targetType, entry.targetId)?.name ?? null)
          : null;
    const actorId = scheduledBy ?? meta.actorId;
    const inserted = s.insert.run({
      ...entry, eventId: event.id, at: meta.at, actorId, targetLabel, details: JSON.stringify(entry.details), correlationId: meta.correlationId,
    }).changes === 1;
    if (inserted) s.actor.run(actorId);
  },
});

type AuditedEvent = ArticleEvent | CommentEvent | ForumEvent | AuthEvent | ProductEvent | ExpertEvent;

/** Staff (issue 27: moderators and editors as well as admins) make entries; members, the seeder and scripts do not. */
const isStaffActor = (r: string) => r !== 'system' && r !== 'anonymous' && isStaff(r as Parameters<typeof isStaff>[0]);

/** A forum admin's action on a thread; nothing of the thread but its id is kept (its title is the author's). */
const THREAD_ACTIONS = {
  ThreadPinned: 'thread.pinned',
  ThreadUnpinned: 'thread.unpinned',
  ThreadLocked: 'thread.locked',
  ThreadUnlocked: 'thread.unlocked',
} as const satisfies Partial<Record<ForumEvent['type'], AuditAction>>;

/** The entry an admin's event makes, or null for events that are not admin actions (votes, slug reservations...). */
function toEntry(e: AuditedEvent, unsealOpt: (v: string | null | undefined) => string | null): Entry | null {
  const article = (action: AuditAction, articleId: number, details: Record<string, unknown> = {}): Entry => ({
    action, targetType: 'article', targetId: articleId, articleId, reason: null, details,
  });
  switch (e.type) {
    case 'ArticleCreated':
      return article('article.created', e.data.articleId);
    case 'ArticleEdited': {
      const changed = EDITABLE.filter((f) => e.data[f] !== undefined);
      return e.data.restoredFrom !== undefined
        ? article('article.restored', e.data.articleId, { changed, restoredFrom: e.data.restoredFrom })
        : article('article.edited', e.data.articleId, { changed });
    }
    case 'ArticlePublished':
      return e.data.scheduledFor !== undefined
        ? article('article.published_by_schedule', e.data.articleId, { scheduledFor: e.data.scheduledFor })
        : article('article.published', e.data.articleId);
    case 'ArticleScheduled':
      return article('article.scheduled', e.data.articleId, { publishAt: e.data.publishAt });
    case 'ArticleScheduleCancelled':
      return article('article.schedule_cancelled', e.data.articleId, { publishAt: e.data.publishAt });
    case 'ArticleUnpublished':
      return article('article.unpublished', e.data.articleId);
    case 'ArticleDeleted':
      return article('article.deleted', e.data.articleId);
    case 'CommentModerated': {
      const d = e.data;
      return {
        action: 'comment.moderated', targetType: 'comment', targetId: d.commentId, articleId: d.articleId ?? null, reason: unsealOpt(d.reason),
        details: { status: d.status, ...(d.previousStatus ? { previousStatus: d.previousStatus } : {}) },
      };
    }
    case 'ThreadPinned':
    case 'ThreadUnpinned':
    case 'ThreadLocked':
    case 'ThreadUnlocked':
      return { action: THREAD_ACTIONS[e.type], targetType: 'thread', targetId: e.data.threadId, articleId: null, reason: null, details: {} };
    case 'AnonymousAuthorViewed':
      return {
        action: 'forum.author_viewed', targetType: 'thread', targetId: e.data.threadId, articleId: null, reason: null,
        details: e.data.postId === undefined ? {} : { postId: e.data.postId },
      };
    case 'UserRoleChanged':
      return {
        action: 'member.role_changed', targetType: 'member', targetId: e.data.userId, articleId: null, reason: null,
        details: { role: e.data.role, previousRole: e.data.previousRole },
      };
    default:
      return catalogueEntry(e);
  }
}

/** A product's or criterion's name as an event sets it (staff text): entries are labelled with the name it had then. */
function catalogueName(e: AuditedEvent): [string, number, string] | null {
  if ((e.type === 'ProductListed' || e.type === 'ProductEdited') && e.data.name !== undefined) return ['product', e.data.productId, e.data.name];
  if ((e.type === 'RatingCriterionDefined' || e.type === 'RatingCriterionEdited') && e.data.name !== undefined) return ['criterion', e.data.criterionId, e.data.name];
  if (e.type === 'ExpertProfiled') return ['expert', e.data.expertId, e.data.name];
  if ((e.type === 'InterviewCreated' || e.type === 'InterviewPublished' || e.type === 'InterviewEdited') && e.data.title !== undefined) return ['interview', e.data.interviewId, e.data.title];
  return null;
}

const PRODUCT_FIELDS = ['name', 'brand', 'category', 'priceRange', 'description', 'imageUrl', 'affiliateLink'] as const;

/** A staff change to a product or a rating criterion (a member's review, or a criterion's first use, is none). */
function catalogueEntry(e: AuditedEvent): Entry | null {
  const on = (targetType: 'product' | 'criterion', action: AuditAction, targetId: number, details: Record<string, unknown> = {}): Entry => ({
    action, targetType, targetId, articleId: null, reason: null, details,
  });
  switch (e.type) {
    case 'ProductListed':
      return on('product', 'product.created', e.data.productId);
    case 'ProductEdited':
      return on('product', 'product.edited', e.data.productId, { changed: PRODUCT_FIELDS.filter((f) => e.data[f] !== undefined) });
    case 'ProductDeleted':
      return on('product', 'product.deleted', e.data.productId);
    case 'RatingCriterionDefined':
      return on('criterion', 'criterion.created', e.data.criterionId);
    case 'RatingCriterionEdited':
      return on('criterion', 'criterion.edited', e.data.criterionId, { changed: ['name', 'categories'].filter((f) => e.data[f as 'name'] !== undefined) });
    case 'RatingCriterionRetired':
      return on('criterion', 'criterion.retired', e.data.criterionId);
    case 'RatingCriterionReinstated':
      return on('criterion', 'criterion.reinstated', e.data.criterionId);
    case 'RatingCriterionDeleted':
      return on('criterion', 'criterion.deleted', e.data.criterionId);
    default:
      return studioEntry(e);
  }
}

/**
 * A staff change to an expert or an interview (issue 27). An expert's edit is a whole new profile
 * (ExpertProfiled): its first is the creation, a later one an edit (the name table says which);
 * an interview's restore is an edit that names the version it restored.
 */
function studioEntry(e: AuditedEvent, known = false): Entry | null {
  const on = (targetType: 'expert' | 'interview', action: AuditAction, targetId: number, details: Record<string, unknown> = {}): Entry => ({
    action, targetType, targetId, articleId: null, reason: null, details,
  });
  switch (e.type) {
    case 'ExpertProfiled':
      return on('expert', known ? 'expert.edited' : 'expert.created', e.data.expertId);
    case 'ExpertDeactivated':
      return on('expert', 'expert.deactivated', e.data.expertId);
    case 'ExpertReactivated':
      return on('expert', 'expert.reactivated', e.data.expertId);
    case 'ExpertDeleted':
      return on('expert', 'expert.deleted', e.data.expertId);
    case 'InterviewPublished':
    case 'InterviewCreated':
      return on('interview', 'interview.created', e.data.interviewId);
    case 'InterviewEdited': {
      const { interviewId, restoredFrom, htmlPolicy: _p, ...rest } = e.data;
      const changed = Object.keys(rest).filter((k) => rest[k as keyof typeof rest] !== undefined);
      return restoredFrom !== undefined ? on('interview', 'interview.restored', interviewId, { restoredFrom, changed }) : on('interview', 'interview.edited', interviewId, { changed });
    }
    case 'InterviewMadePublic':
      return on('interview', 'interview.published', e.data.interviewId);
    case 'InterviewUnpublished':
      return on('interview', 'interview.unpublished', e.data.interviewId);
    case 'InterviewDeleted':
      return on('interview', 'interview.deleted', e.data.interviewId);
    default:
      return null;
  }
}
