/**
 * Comment lists depend on the viewer (userVote is per member), so the viewer is part of the key;
 * invalidation uses the article prefix and reaches every viewer's copy.
 */
export const commentKeys = {
  all: ['comments'] as const,
  article: (articleId: number) => [...commentKeys.all, 'article', articleId] as const,
  list: (articleId: number, viewerId: number | string | null) => [...commentKeys.article(articleId), String(viewerId ?? 'anonymous')] as const,
};
