import type { ArticleDto } from '../../schemas/articles/queries.js';
import type { ReadModel } from '../../projections/read-db.js';

interface Row {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  published: number;
  featured: number;
  created_at: string;
  updated_at: string;
  medical_reviewer: string | null;
  last_reviewed: string | null;
  sources: string;
  author_name: string | null;
  author_avatar: string | null;
}

const SELECT = `SELECT a.*, u.display_name AS author_name, u.avatar_url AS author_avatar
  FROM articles a LEFT JOIN users u ON u.id = a.author_id`;

const toDto = (r: Row): ArticleDto => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  content: r.content,
  category: r.category,
  published: r.published === 1,
  featured: r.featured === 1,
  authorDisplayName: r.author_name,
  authorAvatarUrl: r.author_avatar,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  medicalReviewer: r.medical_reviewer ? JSON.parse(r.medical_reviewer) : null,
  lastReviewed: r.last_reviewed,
  sources: JSON.parse(r.sources),
});

/** Lists omit the body: cards need the excerpt only. */
const summary = (r: Row): ArticleDto => ({ ...toDto(r), content: '' });

export function listPublished(rm: ReadModel, category?: string): ArticleDto[] {
  const rows = category
    ? rm.stmt<[string], Row>(`${SELECT} WHERE a.published = 1 AND a.category = ? ORDER BY a.created_at DESC, a.id DESC`).all(category)
    : rm.stmt<[], Row>(`${SELECT} WHERE a.published = 1 ORDER BY a.created_at DESC, a.id DESC`).all();
  return rows.map(summary);
}

export function listFeatured(rm: ReadModel, limit = 6): ArticleDto[] {
  return rm.stmt<[number], Row>(`${SELECT} WHERE a.published = 1 AND a.featured = 1 ORDER BY a.created_at DESC, a.id DESC LIMIT ?`).all(limit).map(summary);
}

/** Only published articles are public: a draft's slug is as unknown as a missing one. */
export function publishedBySlug(rm: ReadModel, slug: string): ArticleDto | null {
  const r = rm.stmt<[string], Row>(`${SELECT} WHERE a.slug = ? AND a.published = 1`).get(slug);
  return r ? toDto(r) : null;
}

export function publishedById(rm: ReadModel, id: number): ArticleDto | null {
  const r = rm.stmt<[number], Row>(`${SELECT} WHERE a.id = ? AND a.published = 1`).get(id);
  return r ? toDto(r) : null;
}
