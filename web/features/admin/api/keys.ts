import type { AuditTargetType } from '../../../../schemas/admin/audit';
import type { ModerationStatus } from '../../../../schemas/admin/comments';

export type ArticleListFilters = { page: number; category: string | null; published: boolean | null };
export type CommentListFilters = { status: ModerationStatus; page: number; search: string | null };
export type StudioListFilters = { page: number; q: string | null; status: string | null; extra: string | null };
export type AuditFilters = { actorId: number | null; action: string | null; targetType: AuditTargetType | null; targetId: number | null };

/**
 * Every admin read hangs under ['admin', ...]: a write invalidates its own branch (an article
 * write the article lists, that article and its history; a moderation the comment lists), plus
 * the audit trail, which every admin write extends.
 */
export const adminKeys = {
  all: ['admin'] as const,
  articles: () => [...adminKeys.all, 'articles'] as const,
  articleLists: () => [...adminKeys.articles(), 'list'] as const,
  articleList: (f: ArticleListFilters) => [...adminKeys.articleLists(), f.page, f.category ?? 'all', f.published ?? 'any'] as const,
  article: (id: number) => [...adminKeys.articles(), 'detail', id] as const,
  history: (id: number) => [...adminKeys.article(id), 'history'] as const,
  version: (id: number, revision: number) => [...adminKeys.article(id), 'version', revision] as const,
  comments: () => [...adminKeys.all, 'comments'] as const,
  commentList: (f: CommentListFilters) => [...adminKeys.comments(), 'list', f.status, f.page, f.search ?? ''] as const,
  commentHistory: (id: number) => [...adminKeys.comments(), 'history', id] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditList: (f: AuditFilters) => [...adminKeys.audit(), 'list', f.actorId ?? 'any', f.action ?? 'any', f.targetType ?? 'any', f.targetId ?? 'any'] as const,
  auditActors: () => [...adminKeys.audit(), 'actors'] as const,
  /** The studio's experts and interviews: each type's lists, items and their histories. */
  studio: (type: 'experts' | 'interviews') => [...adminKeys.all, type] as const,
  studioList: (type: 'experts' | 'interviews', f: StudioListFilters) => [...adminKeys.studio(type), 'list', f.page, f.q ?? '', f.status ?? 'any', f.extra ?? 'any'] as const,
  studioItem: (type: 'experts' | 'interviews', id: number) => [...adminKeys.studio(type), 'detail', id] as const,
  studioHistory: (type: 'experts' | 'interviews', id: number) => [...adminKeys.studioItem(type, id), 'history'] as const,
};
