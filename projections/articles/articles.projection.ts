import type { ArticleEvent, SanitizedContent } from '../../schemas/articles/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { defineProjection } from '../projection.js';
import { ADMIN_LISTS_READ_INDEXES, ADMIN_LISTS_SQL, adminLists } from './admin-lists.js';
import { ALL_CATEGORIES, articleSlots } from './article-slots.js';
import { articleTags } from './article-tags.js';
import { safeUnderCurrentPolicy } from './safe-html.js';
import { exhaustive } from '../../api/shared/exhaustive.js';

/** The stored HTML: the event's own safe form when it was sanitised under the current policy, else sanitised now (older events). */
const safeHtml = (d: { content: string } & SanitizedContent, sanitize: (html: string) => string) => (safeUnderCurrentPolicy(d) ? d.safeContent : sanitize(d.content));

const ref = (id: number, row: ArticleRow) => ({ id, category: row.category, authorId: row.author_id, createdAt: row.created_at });

interface ArticleRow {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  published: number;
  featured: number;
  author_id: number;
  created_at: string;
  medical_reviewer: string | null;
  last_reviewed: string | null;
  sources: string;
}

/**
 * Articles as readers and admins see them. Content is stored sanitised, with the policy
 * version in this projection's version (a policy change rebuilds; the raw HTML stays in the
 * log). `article_counts` keeps the number of published articles per category and in all
 * ('' row), moved only when an article's published state or category really changes, so
 * applying an event twice changes nothing and list totals never count rows; `article_slots`
 * places each article in the pages of its lists (article-slots.ts). Article ids are never
 * reused (the log allocates them), so a slot belongs to one article for good. The admin list
 * (drafts included, filtered by category, author and state) has its own slots (admin-lists.ts),
 * each tag is a list of its own (article-tags.ts),
 * and `revision` is the article stream's revision the row shows (what an editor sends back).
 */
export const articlesProjection = defineProjection({
  name: 'articles',
  version: HTML_POLICY_VERSION * 100 + 5,
  init: `
    CREATE TABLE IF NOT EXISTS articles (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      excerpt TEXT NOT NULL,
      content TEXT NOT NULL,
      category TEXT NOT NULL,
      published INTEGER NOT NULL DEFAULT 0,
      featured INTEGER NOT NULL DEFAULT 0,
      author_id INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      medical_reviewer TEXT,
      last_reviewed TEXT,
      sources TEXT NOT NULL DEFAULT '[]',
      tags TEXT NOT NULL DEFAULT '[]',
      cover_image TEXT,
      revision INTEGER NOT NULL DEFAULT -1
    );
    CREATE TABLE IF NOT EXISTS article_counts (category TEXT PRIMARY KEY, published INTEGER NOT NULL DEFAULT 0, slots INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE IF NOT EXISTS article_slots (
      list TEXT NOT NULL, seq INTEGER NOT NULL, article_id INTEGER NOT NULL, created_at TEXT NOT NULL, hidden INTEGER NOT NULL,
      PRIMARY KEY (list, article_id)
    );
    CREATE INDEX IF NOT EXISTS article_slots_page ON article_slots (list, hidden, seq, article_id);
    CREATE INDEX IF NOT EXISTS article_slots_order ON article_slots (list, created_at, article_id);
    CREATE INDEX IF NOT EXISTS article_slots_article ON article_slots (article_id);
    -- Scheduled publishing: the live schedules, one per draft (its latest). No read model before
    -- it had schedule events, so the table is added without a rebuild.
    CREATE TABLE IF NOT EXISTS article_schedules (article_id INTEGER PRIMARY KEY, publish_at TEXT NOT NULL, scheduled_by INTEGER);
    CREATE INDEX IF NOT EXISTS article_schedules_due ON article_schedules (publish_at, article_id);
    ${ADMIN_LISTS_SQL}`,
  // The public and featured lists' indexes and the admin page's: only reads use them.
  readIndexes: `
    CREATE INDEX IF NOT EXISTS articles_list ON articles (published, created_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS articles_featured ON articles (published, featured, created_at DESC, id DESC);
    ${ADMIN_LISTS_READ_INDEXES}`,
  prepare: (db) => {
    const bump = db.prepare(`INSERT INTO article_counts (category, published) VALUES (?, ?)
      ON CONFLICT(category) DO UPDATE SET published = published + excluded.published`);
    const slots = articleSlots(db);
    return {
      ...slots,
      ...articleTags(db, slots),
      ...adminLists(db),
      revision: db.prepare('UPDATE articles SET revision = ? WHERE id = ?'),
      schedule: db.prepare('INSERT INTO article_schedules (article_id, publish_at, scheduled_by) VALUES (?, ?, ?) ON CONFLICT(article_id) DO UPDATE SET publish_at = excluded.publish_at, scheduled_by = excluded.scheduled_by'),
      unschedule: db.prepare('DELETE FROM article_schedules WHERE article_id = ?'),
      insert: db.prepare(`INSERT INTO articles (id, slug, title, excerpt, content, category, featured, author_id, created_at, updated_at, medical_reviewer, last_reviewed, sources)
        VALUES (@id, @slug, @title, @excerpt, @content, @category, @featured, @authorId, @at, @at, @medicalReviewer, @lastReviewed, @sources)
        ON CONFLICT(id) DO NOTHING`),
      get: db.prepare<[number], ArticleRow>('SELECT * FROM articles WHERE id = ?'),
      cover: db.prepare('UPDATE articles SET cover_image = ? WHERE id = ?'),
      update: db.prepare(`UPDATE articles SET slug = @slug, title = @title, excerpt = @excerpt, content = @content, category = @category,
        featured = @featured, medical_reviewer = @medicalReviewer, last_reviewed = @lastReviewed, sources = @sources, updated_at = @at WHERE id = @id`),
      published: db.prepare('UPDATE articles SET published = ?, updated_at = ? WHERE id = ?'),
      remove: db.prepare('DELETE FROM articles WHERE id = ?'),
      /** Adds `n` published articles to a category and to the all-categories total. */
      count: (category: string, n: number) => {
        bump.run(category, n);
        bump.run(ALL_CATEGORIES, n);
      },
    };
  },
  apply(event, s, { sanitizeHtml }) {
    const e = event as unknown as ArticleEvent;
    const at = event.metadata.at;
    switch (e.type) {
      case 'ArticleCreated': {
        const d = e.data;
        const inserted = s.insert.run({
          id: d.articleId, slug: d.slug, title: d.title, excerpt: d.excerpt, content: safeHtml(d, sanitizeHtml), category: d.category,
          featured: d.featured ? 1 : 0, authorId: d.authorId, at,
          medicalReviewer: d.medicalReviewer ? JSON.stringify(d.medicalReviewer) : null, lastReviewed: d.lastReviewed ?? null,
          sources: JSON.stringify(d.sources ?? []),
        }).changes === 1;
        if (inserted) {
          s.created(d.articleId, d.category, at);
          s.adminCreated({ id: d.articleId, category: d.category, authorId: d.authorId, createdAt: at });
          if (d.tags?.length) s.retag(d.articleId, { tags: '[]', published: 0, created_at: at }, d.tags);
        }
        if (d.coverImage) s.cover.run(d.coverImage, d.articleId);
        s.revision.run(event.revision, d.articleId);
        return;
      }
      case 'ArticleEdited': {
        const row = s.get.get(e.data.articleId);
        if (!row) return;
        const d = e.data;
        const category = d.category ?? row.category;
        if (category !== row.category) {
          s.moved(d.articleId, row.category, category);
          s.adminMoved(ref(d.articleId, row), category);
        }
        if (row.published && category !== row.category) {
          s.count(row.category, -1);
          s.count(category, 1);
        }
        s.update.run({
          id: d.articleId, at, category,
          slug: d.slug ?? row.slug, title: d.title ?? row.title, excerpt: d.excerpt ?? row.excerpt,
          content: d.content !== undefined ? safeHtml({ ...d, content: d.content }, sanitizeHtml) : row.content,
          featured: d.featured === undefined ? row.featured : d.featured ? 1 : 0,
          medicalReviewer: d.medicalReviewer === undefined ? row.medical_reviewer : d.medicalReviewer ? JSON.stringify(d.medicalReviewer) : null,
          lastReviewed: d.lastReviewed === undefined ? row.last_reviewed : d.lastReviewed,
          sources: d.sources === undefined ? row.sources : JSON.stringify(d.sources),
        });
        if (d.tags !== undefined) s.retag(d.articleId, row, d.tags);
        if (d.coverImage !== undefined) s.cover.run(d.coverImage, d.articleId);
        s.revision.run(event.revision, d.articleId);
        return;
      }
      case 'ArticlePublished':
      case 'ArticleUnpublished': {
        const row = s.get.get(e.data.articleId);
        const published = e.type === 'ArticlePublished' ? 1 : 0;
        if (row && row.published !== published) {
          s.count(row.category, published ? 1 : -1);
          s.countTags(row.tags, published ? 1 : -1);
          s.adminPublished(ref(e.data.articleId, row), published === 1);
        }
        if (row) s.setHidden(e.data.articleId, !published);
        s.published.run(published, at, e.data.articleId);
        s.revision.run(event.revision, e.data.articleId);
        s.unschedule.run(e.data.articleId);
        return;
      }
      case 'ArticleScheduled': {
        if (!s.get.get(e.data.articleId)) return;
        s.schedule.run(e.data.articleId, e.data.publishAt, event.metadata.actorId ?? null);
        s.revision.run(event.revision, e.data.articleId);
        return;
      }
      case 'ArticleScheduleCancelled':
        s.unschedule.run(e.data.articleId);
        s.revision.run(event.revision, e.data.articleId);
        return;
      case 'ArticleDeleted': {
        const row = s.get.get(e.data.articleId);
        if (row?.published) {
          s.count(row.category, -1);
          s.countTags(row.tags, -1);
        }
        // Its slots stay, hidden: removing them would renumber every newer article.
        if (row) {
          s.setHidden(e.data.articleId, true);
          s.adminDeleted(ref(e.data.articleId, row));
        }
        s.remove.run(e.data.articleId);
        s.unschedule.run(e.data.articleId);
        return;
      }
      case 'ArticleSlugReserved':
      case 'ArticleSlugReleased':
        return;
      default:
        exhaustive(e);
    }
  },
});
