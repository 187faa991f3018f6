import type { QueryClient } from '@tanstack/react-query';
import { ApiError, isClientError } from '../../../lib/http';
import { adminKeys } from './keys';

/**
 * Admin screens show what other admins just did: their reads are always stale, refetched on mount
 * (the app's default keeps data 300 s without refetching), and keep the previous page on screen
 * while the next one loads.
 */
export const adminQueryDefaults = {
  staleTime: 0,
  refetchOnMount: true,
  retry: (failures: number, err: Error) => !isClientError(err) && failures < 1,
} as const;

/**
 * The public pages' caches (web/features/articles and web/features/comments key their queries
 * under 'articles' and 'comments'): an admin who publishes, deletes or moderates and then opens
 * the public page must see the change, and those queries are never refetched on mount.
 */
const PUBLIC_ROOTS = { articles: ['articles'], comments: ['comments'] } as const;

/** Public caches are refreshed in the background: the admin's own screen does not wait for them. */
const refreshPublic = (qc: QueryClient, root: readonly string[]) => void qc.invalidateQueries({ queryKey: root, refetchType: 'all' }).catch(() => undefined);

/** After an article command: the admin lists (and that article) are refetched before the success is shown. */
export async function afterArticleWrite(qc: QueryClient, id?: number) {
  refreshPublic(qc, PUBLIC_ROOTS.articles);
  await Promise.all([
    qc.invalidateQueries({ queryKey: adminKeys.articleLists() }),
    id ? qc.invalidateQueries({ queryKey: adminKeys.article(id) }) : undefined,
    qc.invalidateQueries({ queryKey: adminKeys.audit() }),
  ]);
}

export async function afterModeration(qc: QueryClient) {
  refreshPublic(qc, PUBLIC_ROOTS.comments);
  await Promise.all([qc.invalidateQueries({ queryKey: adminKeys.comments() }), qc.invalidateQueries({ queryKey: adminKeys.audit() })]);
}

export const isConflict = (err: unknown) => err instanceof ApiError && err.status === 409;
