import type { ArticleEvent } from '../../schemas/articles/events.js';
import type { AuditTargetType } from '../../schemas/admin/audit.js';
import { isStaff } from '../../schemas/shared/roles.js';
import { defineProjection } from '../projection.js';
import { articleEntries, commentEntries, forumThreadEntries, memberEntries } from './article-entries.js';
import { catalogueEntries, catalogueNames, studioEntries, studioNames } from './catalogue-entries.js';
import { joinRules, ruleFor, type Entry, type EntryContext } from './entry-rules.js';
import { structureEntries, structureNames } from './structure-entries.js';
import { moderationEntries } from './moderation-entries.js';
import { ownPostEntries } from './own-post-entries.js';
import { issueEntries, issueNames, scheduledBy as SCHEDULED_BY } from './newsletter-entries.js';

/** Every feature's tables (entry-rules.ts): a feature whose staff act adds its own here. */
const ENTRIES = joinRules<Entry>(articleEntries, commentEntries, forumThreadEntries, memberEntries, catalogueEntries, studioEntries, structureEntries, moderationEntries, ownPostEntries, issueEntries);
const NAMES = joinRules<[AuditTargetType, number, string]>(catalogueNames, studioNames, structureNames, issueNames);
const STAFF_WORD = joinRules<number>(SCHEDULED_BY);

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
 * (structure-entries.ts). Each event type reads into its entry and its name through one table per
 * feature (entry-rules.ts), joined below.
 * Version 8 (issue 29): the moderation queue's keeps, hides and staff deletions, members' warnings
 * and suspensions, and the trust limits set are entries (moderation-entries.ts).
 */
export const auditProjection = defineProjection({
  name: 'audit',
  version: 8,
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
    const e = event as unknown as ArticleEvent;
    // Titles first, so an edit's entry carries the title it gave the article.
    if (e.type === 'ArticleCreated') s.setTitle.run(e.data.articleId, e.data.title);
    if (e.type === 'ArticleEdited' && e.data.title !== undefined) s.setTitle.run(e.data.articleId, e.data.title);
    // Names next, read first: an expert's first profile is their creation, a later one an edit.
    const named = ruleFor(NAMES, event, { unsealOpt, known: false });
    const known = named !== null && s.name.get(named[0], named[1]) !== undefined;
    if (named) s.setName.run(...named);
    const meta = event.metadata;
    const context: EntryContext = { unsealOpt, known };
    // A publish or a send by the schedule is the system's act on a staff member's word: the entry is theirs (issues 27, 28).
    const scheduledBy = meta.actorRole === 'system' ? ruleFor(STAFF_WORD, event, context) : null;
    if (scheduledBy === null && (!isStaffActor(meta.actorRole) || meta.actorId === null)) return;
    const entry = ruleFor(ENTRIES, event, context);
    if (!entry) return;
    // Articles are labelled from their titles, every other named item from the name table (comments, threads and members have none).
    const targetLabel = entry.targetType === 'article' ? (s.title.get(entry.targetId)?.title ?? null) : (s.name.get(entry.targetType, entry.targetId)?.name ?? null);
    const actorId = scheduledBy ?? meta.actorId;
    const inserted = s.insert.run({
      ...entry, eventId: event.id, at: meta.at, actorId, targetLabel, details: JSON.stringify(entry.details), correlationId: meta.correlationId,
    }).changes === 1;
    if (inserted) s.actor.run(actorId);
  },
});

/** Staff (issue 27: moderators and editors as well as admins) make entries; members, the seeder and scripts do not. */
const isStaffActor = (r: string) => r !== 'system' && r !== 'anonymous' && isStaff(r as Parameters<typeof isStaff>[0]);
