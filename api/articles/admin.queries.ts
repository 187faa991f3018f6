import type { AdminArticle, AdminArticleDetail, AdminArticleList, AdminListArticlesQuery } from '../../schemas/admin/articles.js';
import type { ReadModel } from '../../projections/read-db.js';
import { adminListKey, type AdminListKind } from '../../projections/articles/admin-lists.js';
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
  author_id: number;
  created_at: string;
  updated_at: string;
  revision: number;
  author_name: string | null;
  author_avatar: string | null;
  publish_at: string | null;
}

const CARD = `a.id, a.slug, a.title, a.excerpt, a.category, a.tags, a.cover_image, a.published, a.featured, a.author_id, a.created_at, a.updated_at, a.revision,
  u.display_name AS author_name, u.avatar_url AS author_avatar,
  (SELECT publish_at FROM article_schedules s WHERE s.article_id = a.id) AS publish_at`;
const FROM = 'FROM articles a LEFT JOIN users u ON u.id = a.author_id';

const toDto = (r: Row): AdminArticle => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  category: r.category,
  tags: JSON.parse(r.tags) as string[],
  coverImage: r.cover_image,
  published: r.published === 1,
  featured: r.featured === 1,
  authorId: r.author_id,
  authorDisplayName: r.author_name,
  authorAvatarUrl: r.author_avatar,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  revision: r.revision,
  publishAt: r.publish_at,
});

const PAGE_IDS = 'SELECT article_id AS id FROM admin_article_slots WHERE list = ? AND kind = ? AND hidden = 0 AND seq <= ? ORDER BY seq DESC LIMIT ? + 0';
const HIDDEN = 'SELECT seq FROM admin_article_slots WHERE list = ? AND kind = ? AND hidden = 1 AND seq <= ? ORDER BY seq DESC LIMIT ? + 0';
const COUNTS = 'SELECT kind, slots, visible FROM admin_article_counts WHERE list = ? AND kind IN (?, ?, ?)';

/**
 * One page of the admin list, newest first, drafts included, at the same cost on any page and
 * with any number of articles: the filters name one dense list (projections/articles/admin-lists.ts),
 * the page starts at a seq found from its counts (corrected by the deleted or unpublished
 * entries above it only), its ids are one index range and its rows primary-key reads. The
 * stats are that list's counts: all, published and drafts, whatever `published` filters.
 */
export function listAdminArticles(rm: ReadModel, q: AdminListArticlesQuery): AdminArticleList {
  const list = adminListKey(q.category ?? '', q.authorId ?? '');
  const kind: AdminListKind = q.published === undefined ? 'all' : q.published ? 'pub' : 'draft';
  const counts = new Map(rm.stmt<[string, string, string, string], { kind: string; slots: number; visible: number }>(COUNTS).all(list, 'all', 'pub', 'draft').map((r) => [r.kind, r]));
  const { slots, visible } = counts.get(kind) ?? { slots: 0, visible: 0 };
  const offset = (q.page - 1) * q.limit;
  const hidden = (seq: number, limit: number) => rm.stmt<[string, string, number, number], { seq: number }>(HIDDEN).all(list, kind, seq, limit).map((r) => r.seq);
  const start = offset >= visible ? 0 : slots === visible ? slots - offset : seekStart(slots, offset, hidden);
  const ids = start > 0 ? rm.stmt<[string, string, number, number], { id: number }>(PAGE_IDS).all(list, kind, start, q.limit) : [];
  const card = rm.stmt<[number], Row>(`SELECT ${CARD} ${FROM} WHERE a.id = ?`);
  const articles = ids.flatMap(({ id }) => {
    const r = card.get(id);
    return r ? [toDto(r)] : [];
  });
  const stat = (k: AdminListKind) => counts.get(k)?.visible ?? 0;
  return {
    articles,
    pagination: { page: q.page, limit: q.limit, total: visible, totalPages: Math.max(1, Math.ceil(visible / q.limit)) },
    stats: { total: stat('all'), published: stat('pub'), drafts: stat('draft') },
  };
}

/** Any live article (drafts included) with its stored HTML and the revision an editor sends back. */
export function adminArticleById(rm: ReadModel, id: number): AdminArticleDetail | null {
  const r = rm.stmt<[number], Row>(`SELECT ${CARD}, a.content ${FROM} WHERE a.id = ?`).get(id);
  return r ? { ...toDto(r), content: r.content ?? '' } : null;
}
