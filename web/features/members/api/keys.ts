/**
 * React Query keys of members' profiles (a pure module: api/public-pages.ts fills the server's
 * cache under exactly these keys, so a hydrating page finds its data and fetches nothing).
 */
export const memberKeys = {
  all: ['members'] as const,
  profile: (id: number) => [...memberKeys.all, 'profile', id] as const,
  /** One page of a member's public posts, from `before` (null: the newest). */
  posts: (id: number, before: string | null) => [...memberKeys.all, 'posts', id, before ?? 'newest'] as const,
  /** The signed-in member's own posts, anonymous ones included (pages loaded one after another). */
  own: () => [...memberKeys.all, 'own'] as const,
};
