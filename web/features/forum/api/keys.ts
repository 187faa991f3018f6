/** Who reads a thread page: what a moderator hid is in it only for its author and staff (null: anonymous, as the server renders). */
export type ThreadViewer = number | string | null;

/**
 * React Query keys of the forum (a pure module: api/public-pages.ts fills the server's cache under
 * exactly these keys, so a hydrating page finds its data and fetches nothing). Pages are numbered from 1.
 * Invalidation uses the prefixes: `categoryThreads(id)` reaches every page of a category's list,
 * `thread(id)` every page of a thread.
 */
export const forumKeys = {
  all: ['forum'] as const,
  categories: () => [...forumKeys.all, 'categories'] as const,
  threadLists: () => [...forumKeys.all, 'threads'] as const,
  categoryThreads: (categoryId: number) => [...forumKeys.threadLists(), categoryId] as const,
  threads: (categoryId: number, page: number) => [...forumKeys.categoryThreads(categoryId), page] as const,
  thread: (threadId: number) => [...forumKeys.all, 'thread', threadId] as const,
  threadPage: (threadId: number, page: number, viewer: ThreadViewer = null) => [...forumKeys.thread(threadId), page, viewer ?? 'anonymous'] as const,
  /**
   * What in a thread is the viewer's own: anonymous posts, reports (browser only). Not under `thread(id)`: what is
   * written there (a moderated thread, a refetch) is a thread page, and this is not one.
   */
  mine: (threadId: number, viewerId: number | string) => [...forumKeys.all, 'mine', threadId, viewerId] as const,
  mineOf: (threadId: number) => [...forumKeys.all, 'mine', threadId] as const,
};
