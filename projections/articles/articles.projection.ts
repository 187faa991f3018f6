import type { ArticleEvent } from '../../schemas/articles/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { defineProjection } from '../projection.js';
import { sanitizeHtml } from './sanitize.js';

/**
 * Articles as readers and admins see them. Content is sanitised here, once, and stored
 * with the policy version; bumping the version rebuilds (the raw HTML stays in the log).
 */
export const articlesProjection = defineProjection({
  name: 'articles',
  version: HTML_POLICY_VERSION,
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
      sources TEXT NOT NULL DEFAULT '[]'
    );
    CREATE INDEX IF NOT EXISTS articles_published ON articles (published, created_at);`,
  prepare: (db) => ({
    insert: db.prepare(`INSERT INTO articles (id, slug, title, excerpt, content, category, featured, author_id, created_at, updated_at, medical_reviewer, last_reviewed, sources)
      VALUES (@id, @slug, @title, @excerpt, @content, @category, @featured, @authorId, @at, @at, @medicalReviewer, @lastReviewed, @sources)
      ON CONFLICT(id) DO NOTHING`),
    get: db.prepare<[number], Record<string, unknown>>('SELECT * FROM articles WHERE id = ?'),
    update: db.prepare(`UPDATE articles SET slug = @slug, title = @title, excerpt = @excerpt, content = @content, category = @category,
      featured = @featured, medical_reviewer = @medicalReviewer, last_reviewed = @lastReviewed, sources = @sources, updated_at = @at WHERE id = @id`),
    published: db.prepare('UPDATE articles SET published = ?, updated_at = ? WHERE id = ?'),
    remove: db.prepare('DELETE FROM articles WHERE id = ?'),
  }),
  apply(event, s) {
    const e = event as unknown as ArticleEvent;
    const at = event.metadata.at;
    switch (e.type) {
      case 'ArticleCreated': {
        const d = e.data;
        s.insert.run({
          id: d.articleId, slug: d.slug, title: d.title, excerpt: d.excerpt, content: sanitizeHtml(d.content), category: d.category,
          featured: d.featured ? 1 : 0, authorId: d.authorId, at,
          medicalReviewer: d.medicalReviewer ? JSON.stringify(d.medicalReviewer) : null, lastReviewed: d.lastReviewed ?? null,
          sources: JSON.stringify(d.sources ?? []),
        });
        return;
      }
      case 'ArticleEdited': {
        const row = s.get.get(e.data.articleId);
        if (!row) return;
        const d = e.data;
        s.update.run({
          id: d.articleId, at,
          slug: d.slug ?? row.slug, title: d.title ?? row.title, excerpt: d.excerpt ?? row.excerpt,
          content: d.content !== undefined ? sanitizeHtml(d.content) : row.content, category: d.category ?? row.category,
          featured: d.featured === undefined ? row.featured : d.featured ? 1 : 0,
          medicalReviewer: d.medicalReviewer === undefined ? row.medical_reviewer : d.medicalReviewer ? JSON.stringify(d.medicalReviewer) : null,
          lastReviewed: d.lastReviewed === undefined ? row.last_reviewed : d.lastReviewed,
          sources: d.sources === undefined ? row.sources : JSON.stringify(d.sources),
        });
        return;
      }
      case 'ArticlePublished':
        s.published.run(1, at, e.data.articleId);
        return;
      case 'ArticleUnpublished':
        s.published.run(0, at, e.data.articleId);
        return;
      case 'ArticleDeleted':
        s.remove.run(e.data.articleId);
        return;
      case 'ArticleSlugReserved':
        return;
      default: {
        const never: never = e;
        void never;
      }
    }
  },
});
