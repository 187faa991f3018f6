import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { commentKeys } from './keys';
import type { Comment, CommentPage } from './types';

type Pages = InfiniteData<CommentPage, number>;

function mapTree(list: Comment[], id: number, fn: (c: Comment) => Comment): Comment[] {
  return list.map((c) => (c.id === id ? fn(c) : c.replies.length ? { ...c, replies: mapTree(c.replies, id, fn) } : c));
}

/** Applies `fn` to one comment, wherever it is nested, in every cached list of the article. */
export function updateCachedComment(qc: QueryClient, articleId: number, id: number, fn: (c: Comment) => Comment) {
  qc.setQueriesData<Pages>({ queryKey: commentKeys.article(articleId) }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, comments: mapTree(p.comments, id, fn) })) } : data,
  );
}

export const snapshotComments = (qc: QueryClient, articleId: number) => qc.getQueriesData<Pages>({ queryKey: commentKeys.article(articleId) });

export function restoreComments(qc: QueryClient, snapshot: ReturnType<typeof snapshotComments>) {
  for (const [key, data] of snapshot) qc.setQueryData(key, data);
}

export const invalidateComments = (qc: QueryClient, articleId: number) => qc.invalidateQueries({ queryKey: commentKeys.article(articleId) });
