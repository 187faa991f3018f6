import { z } from 'zod';
import { labelledChoices } from '../shared/choices.js';
import { entityId, viewCounts, type EventUnion } from '../shared/event.js';
import { titledPost } from '../shared/posts.js';
import { deletionPayload, reportPayload } from '../shared/reports.js';

/** The four category types, their display order and labels (SPEC section 3). */
export const { schema: forumCategoryType, options: forumCategoryTypes, labels: forumCategoryTypeLabels } = labelledChoices({
  introductions: 'Introductions',
  general_discussion: 'General Discussion',
  user_reviews: 'User Reviews',
  support_community: 'Support Community',
});
export type ForumCategoryType = z.infer<typeof forumCategoryType>;

/**
 * Forum events (ARCHITECTURE's catalogue). Streams:
 * - `forum-category-<categoryId>`: ForumCategoryCreated (staff text, in clear).
 * - `thread-<threadId>`: ThreadCreated, ThreadPinned/ThreadUnpinned, ThreadLocked/ThreadUnlocked.
 * - `thread-reply-<postId>`: ThreadReplyPosted, one short stream per reply, so concurrent replies
 *   to one thread never compete for one stream revision.
 * - `forum-views-<YYYY-MM-DD>`: ThreadViewsCounted, one batch per node per flush.
 * - `forum-author-views-<threadId>`: AnonymousAuthorViewed, an admin looked up who wrote the
 *   thread's anonymous opening post (no postId) or one of its anonymous replies (postId).
 * - Issue 29: ForumThreadEdited/ForumThreadDeleted on the thread's stream, ForumReplyEdited/
 *   ForumReplyDeleted on the reply's; ForumThreadReported and ForumReplyReported each the single
 *   event of the reporter's own stream (`forum-thread-report-<threadId>-<userId>`,
 *   `forum-reply-report-<postId>-<userId>`). Payloads and meaning: schemas/shared/reports.ts.
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
 * threads or replies) and stays listed; only a category no thread was ever started in is deleted:
 * the first thread records itself on the category's stream (ForumCategoryUsed) before it lands.
 *
 * A moderator's thread actions (issue 29), on the thread's own stream, so its decider knows where
 * the thread is and whether it still takes replies: ThreadMoved (to `categoryId` from
 * `previousCategoryId`) and ThreadMerged (a duplicate folded into `targetThreadId`: its opening post
 * becomes the target's reply `openingPostId`, its replies follow it there, and the thread itself is
 * closed for good, a pointer to the target; `categoryId` is where it was). Both carry `authorId`
 * and the moderator's `reason` (staff text, in clear, null when none) for the notice to the author.
 */
const categoryRef = z.object({ categoryId: entityId });
const threadRef = z.object({ threadId: entityId });

/** The events of a forum category's own stream (`forum-category-<id>`): the category decider folds these alone. */
const categoryStreamEvents = {
  ForumCategoryCreated: z.object({ categoryId: entityId, name: z.string(), description: z.string(), categoryType: forumCategoryType, position: z.number() }),
  /** `restoredFrom`: the revision whose fields staff restored (api/shared/stream-versions.ts). */
  ForumCategoryEdited: z.object({ categoryId: entityId, name: z.string(), description: z.string(), categoryType: forumCategoryType, restoredFrom: z.number().optional() }),
  ForumCategoryMoved: z.object({ categoryId: entityId, position: z.number() }),
  /** Appended by the first thread started in the category, before the thread: from then on it is archived, never deleted. */
  ForumCategoryUsed: categoryRef,
  ForumCategoryArchived: categoryRef,
  ForumCategoryUnarchived: categoryRef,
  ForumCategoryDeleted: categoryRef,
};
export type CategoryStreamEvent = EventUnion<typeof categoryStreamEvents>;

/** The events of a thread's own stream (`thread-<threadId>`): the thread decider folds these alone. */
const threadStreamEvents = {
  ThreadCreated: z.object({ threadId: entityId, categoryId: entityId, ...titledPost, anonymous: z.boolean().optional() }),
  ThreadPinned: threadRef,
  ThreadUnpinned: threadRef,
  ThreadLocked: threadRef,
  ThreadUnlocked: threadRef,
  ForumThreadEdited: z.object({ threadId: entityId, title: z.string().optional(), content: z.string().optional() }),
  ForumThreadDeleted: z.object({ threadId: entityId, categoryId: entityId, ...deletionPayload }),
  ThreadMoved: z.object({ threadId: entityId, categoryId: entityId, previousCategoryId: entityId, authorId: entityId, reason: z.string().nullable() }),
  ThreadMerged: z.object({ threadId: entityId, targetThreadId: entityId, openingPostId: entityId, categoryId: entityId, authorId: entityId, reason: z.string().nullable() }),
};
export type ThreadStreamEvent = EventUnion<typeof threadStreamEvents>;

/** The events of a reply's own stream (`thread-reply-<postId>`): the reply decider's. */
const replyStreamEvents = {
  ThreadReplyPosted: z.object({ postId: entityId, threadId: entityId, authorId: entityId, content: z.string(), anonymous: z.boolean().optional() }),
  ForumReplyEdited: z.object({ postId: entityId, threadId: entityId, content: z.string() }),
  ForumReplyDeleted: z.object({ postId: entityId, threadId: entityId, ...deletionPayload }),
};
export type ReplyStreamEvent = EventUnion<typeof replyStreamEvents>;

export const forumEvents = {
  ...categoryStreamEvents,
  ...threadStreamEvents,
  ...replyStreamEvents,
  ThreadViewsCounted: viewCounts('threadId'),
  AnonymousAuthorViewed: z.object({ threadId: entityId, postId: entityId.optional() }),
  ForumThreadReported: z.object({ threadId: entityId, ...reportPayload }),
  ForumReplyReported: z.object({ postId: entityId, threadId: entityId, ...reportPayload }),
};

export type ForumEvent = EventUnion<typeof forumEvents>;

export const forumStreams = {
  category: (categoryId: number) => `forum-category-${categoryId}`,
  thread: (threadId: number) => `thread-${threadId}`,
  reply: (postId: number) => `thread-reply-${postId}`,
  views: (day: string) => `forum-views-${day}`,
  authorViews: (threadId: number) => `forum-author-views-${threadId}`,
  threadReport: (threadId: number, userId: number) => `forum-thread-report-${threadId}-${userId}`,
  replyReport: (postId: number, userId: number) => `forum-reply-report-${postId}-${userId}`,
} as const;
