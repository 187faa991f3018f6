import { z } from 'zod';
import { entityId, type EventUnion } from '../shared/event.js';

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
  /** Folded tags (schemas/articles/tags.ts), in the editor's order; absent on events from before tags. */
  tags: z.array(z.string()).optional(),
  /** An uploaded cover (schemas/articles/uploads.ts); null or absent: the generated one. */
  coverImage: z.string().nullable().optional(),
});

export type ArticleFields = z.infer<typeof articleFields>;

/**
 * The content as sanitised when the command was accepted, and the HTML policy version it was
 * sanitised under (schemas/shared/html-policy.ts). Optional: events written before these
 * fields existed carry the raw HTML only. The projection copies `safeContent` when
 * `htmlPolicy` is the current version and sanitises `content` again otherwise, so a policy
 * change is a deliberate rebuild and a replay does not run the sanitiser per article.
 */
export const sanitizedContentFields = z.object({ safeContent: z.string().optional(), htmlPolicy: z.number().optional() });
export type SanitizedContent = z.infer<typeof sanitizedContentFields>;

const articleRef = z.object({ articleId: entityId });

/** The events of an article's own stream (`article-<id>`): the article decider folds these alone. */
const articleStreamEvents = {
  ArticleCreated: articleFields.extend({ ...sanitizedContentFields.shape, articleId: entityId, authorId: entityId }),
  /** Only the fields that changed; `restoredFrom` names the revision an admin restored (its fields, re-applied). */
  ArticleEdited: articleFields.partial().extend({ ...sanitizedContentFields.shape, articleId: entityId, restoredFrom: z.number().optional() }),
  /**
   * `scheduledFor` and `scheduledBy`: published by the schedule (actor: system) that `scheduledBy`
   * set for `scheduledFor`; absent on a staff member's own publish.
   */
  ArticlePublished: articleRef.extend({ scheduledFor: z.string().optional(), scheduledBy: entityId.nullable().optional() }),
  ArticleUnpublished: articleRef,
  ArticleDeleted: articleRef,
  /** A draft is to be published at `publishAt` (ISO, in the future when decided); a later one supersedes it. */
  ArticleScheduled: articleRef.extend({ publishAt: z.string() }),
  /** The schedule at `publishAt` is off; publishing, unpublishing or deleting also ends a schedule, without this event. */
  ArticleScheduleCancelled: articleRef.extend({ publishAt: z.string() }),
};
export type ArticleStreamEvent = EventUnion<typeof articleStreamEvents>;

export const articleEvents = {
  ...articleStreamEvents,
  /**
   * On the slug's own stream (`article-slug-<slug>`), appended with an exact expected revision so
   * two claimants of one slug cannot both win. `articleRevision` is the article stream's revision
   * the reserving command appends after (-1 for a create); older reservations have none.
   */
  ArticleSlugReserved: articleRef.extend({ articleRevision: z.number().optional() }),
  /** The holder moved to another slug or was deleted: the slug may be reserved again. */
  ArticleSlugReleased: articleRef,
};

export type ArticleEvent = EventUnion<typeof articleEvents>;
