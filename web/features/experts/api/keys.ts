/**
 * React Query keys of the experts section (a pure module: api/public-pages.ts fills the server's
 * cache under exactly these keys, so a hydrating page finds its data and fetches nothing).
 */
export const expertKeys = {
  all: ['experts'] as const,
  /** The experts matching the `q` text and the specialization (null: all). */
  list: (q: string, specialization: string | null) => [...expertKeys.all, 'list', q, specialization ?? 'all'] as const,
  /** The newest interviews (the /experts page's first 10, where the featured ones are picked). */
  latestInterviews: (limit: number) => [...expertKeys.all, 'interviews', 'latest', limit] as const,
  /** An expert's newest interviews ('More from {expert}'). */
  expertInterviews: (expertId: number, limit: number) => [...expertKeys.all, 'interviews', 'expert', expertId, limit] as const,
  profile: (expertId: number) => [...expertKeys.all, 'profile', expertId] as const,
  interview: (slug: string) => [...expertKeys.all, 'interview', slug] as const,
};
