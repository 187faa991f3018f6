export const FORUM_PATH = '/forum';

/** A category's thread list; page 1 has no `page` parameter (one address per page). */
export function categoryPath(categoryId: number, page = 1): string {
  return page > 1 ? `/forum/category/${categoryId}?page=${page}` : `/forum/category/${categoryId}`;
}

/** A thread's page of replies; page 1 has no `page` parameter. `hash` names an element ('post-12'). */
export function threadPath(threadId: number, page = 1, hash?: string): string {
  const base = page > 1 ? `/forum/${threadId}?page=${page}` : `/forum/${threadId}`;
  return hash ? `${base}#${hash}` : base;
}

/** The page a thread's newest reply is on, for `totalPosts` replies `pageSize` to a page (at least 1). */
export function lastPage(totalPosts: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalPosts / pageSize));
}
