import type { ArticleDto } from '../../schemas/articles/queries.js';
import type { ReadModel } from '../../projections/read-db.js';
import { tagList } from '../../schemas/articles/tags.js';
import { seekStart } from '../shared/seek-page.js';

interface Row {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  category: string;
  tags: string;
  cover_image: string | null;
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

/** Every column a card shows: lists never read an article's body. */
const CARD = `a.id, a.slug, a.title, a.excerpt, a.category, a.tags, a.cover_image, a.published, a.featured, a.created_at, a.updated_at,
  a.medical_reviewer, a.last_reviewed, a.sources, u.display_name AS author_name, u.avatar_url AS author_avatar`;
const FROM = 'FROM articles a LEFT JOIN users u ON u.id = a.author_id';
const FULL = `SELECT ${CARD}, a.content ${FROM}`;
const CARD_BY_ID = `SELECT ${CARD} ${FROM} WHERE a.id = ?`;

/** Lists carry no body (`content` is ''): cards need the excerpt only. */
const toDto = (r: Row): ArticleDto => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  content: r.content ?? '',
  category: r.category,
  tags: JSON.parse(r.tags) as string[],
  coverImage: r.cover_image,
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

/** Cards for ids taken from an index in list order (primary-key reads, in that order). */
const cards = (rm: ReadModel, ids: { id: number }[]) => ids.map(({ id }) => toDto(rm.stmt<[number], Row>(CARD_BY_ID).get(id)!));

export interface ArticlePage {
  articles: ArticleDto[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/**
 * Newest first by the projection's `seq`, which numbers each list in (created_at, id) order
 * and is dense, so a page is found by seeking a seq (seekStart), never by OFFSET.
 */
const PAGE_IDS = 'SELECT article_id AS id FROM article_slots WHERE list = ? AND hidden = 0 AND seq <= ? ORDER BY seq DESC LIMIT ? + 0';
const HIDDEN = 'SELECT seq FROM article_slots WHERE list = ? AND hidden = 1 AND seq <= ? ORDER BY seq DESC LIMIT ? + 0';
const COUNTS = 'SELECT published, slots FROM article_counts WHERE category = ?';

/**
 * One page of published articles, newest first, at the same cost with 20 articles or 100,000
 * and on any page: the page starts at a seq computed from `article_counts` (corrected by the
 * drafts, unpublished and deleted articles above it, read from an index range of those
 * only), its ids are one index range and its cards primary-key reads.
 */
export function listPublishedPage(rm: ReadModel, q: { category?: string; tag?: string; page: number; limit: number }): ArticlePage {
  // A tag's list is numbered and counted like a category's (projections/articles/article-tags.ts).
  const list = q.tag !== undefined ? tagList(q.tag) : (q.category ?? '');
  const counts = rm.stmt<[string], { published: number; slots: number }>(COUNTS).get(list) ?? { published: 0, slots: 0 };
  const offset = (q.page - 1) * q.limit;
  const hidden = (seq: number, limit: number) => rm.stmt<[string, number, number], { seq: number }>(HIDDEN).all(list, seq, limit).map((r) => r.seq);
  const start = counts.slots === counts.published ? counts.slots - offset : seekStart(counts.slots, offset, hidden);
  const ids = start > 0 ? rm.stmt<[string, number, number], { id: number }>(PAGE_IDS).all(list, start, q.limit) : [];
  const total = counts.published;
  return { articles: cards(rm, ids), pagination: { page: q.page, limit: q.limit, total, totalPages: Math.max(1, Math.ceil(total / q.limit)) } };
}

/** Every published article's card, newest first (the sitemap and the feed). */
export function listPublished(rm: ReadModel): ArticleDto[] {
  return cards(rm, rm.stmt<[], { id: number }>('SELECT id FROM articles WHERE published = 1 ORDER BY created_at DESC, id DESC').all());
}

/** Every tag with a published article, in order (the sitemap): one primary-key range of `article_counts` (';' follows ':'). */
export function listTags(rm: ReadModel): string[] {
  const rows = rm.stmt<[string, string], { list: string }>('SELECT category AS list FROM article_counts WHERE category >= ? AND category < ? AND published > 0 ORDER BY category').all(tagList(''), 'tag;');
  return rows.map((r) => r.list.slice(tagList('').length));
}

export function listFeatured(rm: ReadModel, limit = 6): ArticleDto[] {
  return cards(rm, rm.stmt<[number], { id: number }>('SELECT id FROM articles WHERE published = 1 AND featured = 1 ORDER BY created_at DESC, id DESC LIMIT ? + 0').all(limit));
}

/** Only published articles are public: a draft's slug is as unknown as a missing one. */
export function publishedBySlug(rm: ReadModel, slug: string): ArticleDto | null {
  const r = rm.stmt<[string], Row>(`${FULL} WHERE a.slug = ? AND a.published = 1`).get(slug);
  return r ? toDto(r) : null;
}

/** An article by id, draft or published, in the public page's shape (a preview link's page). */
export function articleById(rm: ReadModel, id: number): ArticleDto | null {
  const r = rm.stmt<[number], Row>(`${FULL} WHERE a.id = ?`).get(id);
  return r ? toDto(r) : null;
}

/** Whether a published article has this id: a primary-key probe, without the article's body. */
export function isPublished(rm: ReadModel, id: number): boolean {
  return rm.stmt<[number], { one: number }>('SELECT 1 AS one FROM articles WHERE id = ? AND published = 1').get(id) !== undefined;
}

export function publishedById(rm: ReadModel, id: number): ArticleDto | null {
  const r = rm.stmt<[number], Row>(`${FULL} WHERE a.id = ? AND a.published = 1`).get(id);
  return r ? toDto(r) : null;
}
