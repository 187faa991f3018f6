import { z } from 'zod';

export const articleCategory = z.enum(['expert_qa', 'product_reviews', 'relationship_dynamics', 'sexual_health', 'techniques_pleasure']);
export type ArticleCategory = z.infer<typeof articleCategory>;

const source = z.object({ title: z.string(), publisher: z.string(), url: z.string() });
const reviewer = z.object({ name: z.string(), credentials: z.string() });

/** Articles are staff writing, not personal data: stored in clear. Content is raw HTML as written. */
export const articleFields = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: articleCategory,
  featured: z.boolean(),
  medicalReviewer: reviewer.nullable().optional(),
  lastReviewed: z.string().nullable().optional(),
  sources: z.array(source).optional(),
});

export type ArticleFields = z.infer<typeof articleFields>;

/**
 * The content as sanitised when the command was accepted, and the HTML policy version it was
 * sanitised under (schemas/shared/html-policy.ts). Optional: events written before these
 * fields existed carry the raw HTML only. The projection copies `safeContent` when
 * `htmlPolicy` is the current version and sanitises `content` again otherwise, so a policy
 * change is a deliberate rebuild and a replay does not run the sanitiser per article.
 */
export interface SanitizedContent {
  safeContent?: string;
  htmlPolicy?: number;
}

export type ArticleEvent =
  | { type: 'ArticleCreated'; data: ArticleFields & SanitizedContent & { articleId: number; authorId: number } }
  | { type: 'ArticleEdited'; data: Partial<ArticleFields> & SanitizedContent & { articleId: number } }
  | { type: 'ArticlePublished'; data: { articleId: number } }
  | { type: 'ArticleUnpublished'; data: { articleId: number } }
  | { type: 'ArticleDeleted'; data: { articleId: number } }
  | { type: 'ArticleSlugReserved'; data: { articleId: number } };
