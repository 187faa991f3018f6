import { z } from 'zod';

export const forumCategoryType = z.enum(['introductions', 'general_discussion', 'user_reviews', 'support_community']);
export type ForumCategoryType = z.infer<typeof forumCategoryType>;

/** Display order and labels of the four category types (SPEC section 3). */
export const forumCategoryTypes: readonly ForumCategoryType[] = forumCategoryType.options;
export const forumCategoryTypeLabels: Record<ForumCategoryType, string> = {
  introductions: 'Introductions',
  general_discussion: 'General Discussion',
  user_reviews: 'User Reviews',
  support_community: 'Support Community',
};

/**
 * Forum events (ARCHITECTURE's catalogue). Streams:
 * - `forum-category-<categoryId>`: ForumCategoryCreated (staff text, in clear).
 * - `thread-<threadId>`: ThreadCreated, ThreadPinned/ThreadUnpinned, ThreadLocked/ThreadUnlocked.
 * - `thread-reply-<postId>`: ThreadReplyPosted, one short stream per reply, so concurrent replies
 *   to one thread never compete for one stream revision.
 * - `forum-views-<YYYY-MM-DD>`: ThreadViewsCounted, one batch per node per flush.
 * - `forum-author-views-<threadId>`: AnonymousAuthorViewed, an admin looked up who wrote the
 *   thread's anonymous opening post (no postId) or one of its anonymous replies (postId).
 *
 * `anonymous` (issue 13, optional: absent in older events means false) hides the author from
 * every public view; the author id stays in the event, so deletion and export still find it.
 *
 * What members write (a thread's title and content, a reply's content) is personal data, sealed
 * with the author's key (`enc:v1:...`, api/shared/personal-data.ts) and unsealed by projections.
 * A thread's and a reply's time is the event's `metadata.at` (the seeder dates its commands).
 * `position` orders categories on /forum (the order they were created in, by default).
 *
 * Staff manage categories in the admin studio (issue 27) on the category's own stream:
 * ForumCategoryEdited carries the fields after the edit; ForumCategoryMoved a new `position`
 * (a reorder moves each category whose place changed); an archived category is read-only (no new
 * threads or replies) and stays listed; only a category without threads is ever deleted.
 */
export type ForumEvent =
  | {
      type: 'ForumCategoryCreated';
      data: { categoryId: number; name: string; description: string; categoryType: ForumCategoryType; position: number };
    }
  | { type: 'ForumCategoryEdited'; data: { categoryId: number; name: string; description: string; categoryType: ForumCategoryType } }
  | { type: 'ForumCategoryMoved'; data: { categoryId: number; position: number } }
  | { type: 'ForumCategoryArchived'; data: { categoryId: number } }
  | { type: 'ForumCategoryUnarchived'; data: { categoryId: number } }
  | { type: 'ForumCategoryDeleted'; data: { categoryId: number } }
  | {
      type: 'ThreadCreated';
      data: { threadId: number; categoryId: number; authorId: number; title: string; content: string; anonymous?: boolean };
    }
  | { type: 'ThreadReplyPosted'; data: { postId: number; threadId: number; authorId: number; content: string; anonymous?: boolean } }
  | { type: 'AnonymousAuthorViewed'; data: { threadId: number; postId?: number } }
  | { type: 'ThreadPinned'; data: { threadId: number } }
  | { type: 'ThreadUnpinned'; data: { threadId: number } }
  | { type: 'ThreadLocked'; data: { threadId: number } }
  | { type: 'ThreadUnlocked'; data: { threadId: number } }
  | { type: 'ThreadViewsCounted'; data: { counts: { threadId: number; views: number }[] } };

export type ForumEventType = ForumEvent['type'];
export const forumEventTypes: readonly ForumEventType[] = [
  'ForumCategoryCreated',
  'ForumCategoryEdited',
  'ForumCategoryMoved',
  'ForumCategoryArchived',
  'ForumCategoryUnarchived',
  'ForumCategoryDeleted',
  'ThreadCreated',
  'ThreadReplyPosted',
  'ThreadPinned',
  'ThreadUnpinned',
  'ThreadLocked',
  'ThreadUnlocked',
  'ThreadViewsCounted',
  'AnonymousAuthorViewed',
];

export const forumStreams = {
  category: (categoryId: number) => `forum-category-${categoryId}`,
  thread: (threadId: number) => `thread-${threadId}`,
  reply: (postId: number) => `thread-reply-${postId}`,
  views: (day: string) => `forum-views-${day}`,
  authorViews: (threadId: number) => `forum-author-views-${threadId}`,
} as const;
