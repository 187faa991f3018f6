export const articleKeys = {
  all: ['articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (category: string | null) => [...articleKeys.lists(), category ?? 'all'] as const,
  page: (category: string | null, page: number) => [...articleKeys.list(category), 'page', page] as const,
  /** A tag's list, apart from the categories' (a tag and a category may share a name). */
  tagPage: (tag: string, page: number) => [...articleKeys.all, 'tag', tag, 'page', page] as const,
  featured: () => [...articleKeys.all, 'featured'] as const,
  detail: (slug: string) => [...articleKeys.all, 'detail', slug] as const,
  /** A preview link's page (rendered on the server only: it runs no script). */
  preview: (token: string) => [...articleKeys.all, 'preview', token] as const,
};
