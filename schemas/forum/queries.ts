import type { Role } from '../shared/roles.js';
import type { SuperJSONResult } from 'superjson';
import { z } from 'zod';
import type { ForumCategoryType } from './events.js';
import { forumMessages as m } from './messages.js';
import { intParam } from '../shared/query-params.js';

const queryId = (message: string) =>
  intParam(message, 1, Number.MAX_SAFE_INTEGER);
const page = intParam(m.page, 1, 1_000_000, m.pageTooLarge).default(1);

/** GET /_api/forum/threads?categoryId&page */
export const listThreadsQuery = z.strictObject({ categoryId: queryId(m.invalidCategoryId), page });
/** GET /_api/forum/thread?threadId&page */
export const threadPageQuery = z.strictObject({ threadId: queryId(m.invalidThreadId), page });

/** The author's role as the site now has it (issue 27 added moderator and editor). */
export type ForumRole = Role;

/** SPEC section 3: a forum category. (A type, not an interface, so it is a superjson JSON value.) */
export type ForumCategoryDto = {
  id: number;
  name: string;
  description: string;
  categoryType: ForumCategoryType;
  threadCount: number;
  /** Present (true) only for an archived category (issue 27): its threads are read-only and it takes no new ones. */
  archived?: true;
};

/**
 * SPEC section 3: a forum thread, with its category, counts and activity. An anonymous thread
 * (issue 13) has `anonymous: true`, `authorId: null`, 'Anonymous member', no avatar and role
 * 'user': nothing in it links to the account.
 */
export interface ForumThreadDto {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  content: string;
  viewCount: number;
  pinned: boolean;
  locked: boolean;
  createdAt: string;
  lastActivityAt: string;
  replyCount: number;
  authorId: number | null;
  authorDisplayName: string;
  authorAvatarUrl: string | null;
  authorRole: ForumRole;
  anonymous: boolean;
  /** When its author last edited the title or opening post (issue 29); null when never: the page shows '(edited)'. */
  editedAt: string | null;
  /** Deleted by its author while it has replies: '[deleted]' in place (title, content and author). */
  deleted: boolean;
  /** Issue 29: hidden by a moderator; only its author and staff are shown it (readers get 404). */
  hidden?: true;
  /** The moderator's reason for hiding it, when one was given (only with `hidden`). */
  hiddenReason?: string;
  /** Issue 29: a moderator merged it into this thread (its posts are there now): its page points there. */
  mergedInto?: { threadId: number; title: string };
}

/**
 * SPEC section 3: a reply in a thread. `author.createdAt` is the member's join date (the reply's
 * own time for an anonymous reply, whose author is as bare as an anonymous thread's).
 */
export interface ForumPostDto {
  id: number;
  anonymous: boolean;
  content: string;
  createdAt: string;
  updatedAt: string;
  /** When its author last edited it (issue 29); null when never. */
  editedAt: string | null;
  /** Deleted while later replies follow it: '[deleted]' in place (a deleted last reply leaves the page). */
  deleted: boolean;
  author: { id: number | null; displayName: string; avatarUrl: string | null; role: ForumRole; createdAt: string };
  /** Issue 29: hidden by a moderator; only its author and staff are shown it (left out of readers' pages and counts). */
  hidden?: true;
  /** The moderator's reason for hiding it, when one was given (only with `hidden`). */
  hiddenReason?: string;
  /** Issue 29: the opening post of a thread merged into this one, now a reply here; the merged thread's id and title. */
  movedFrom?: { threadId: number; title: string };
}

/** GET /_api/forum/categories: `categoriesResponse` is superjson's `serialize(categories)`. */
export type ForumCategoriesResponse = { json: ForumCategoryDto[]; meta?: SuperJSONResult['meta'] };

/** GET /_api/forum/threads */
export interface ForumThreadListResponse {
  category: ForumCategoryDto;
  threads: ForumThreadDto[];
  pagination: { page: number; totalPages: number; total: number; limit: number };
}

/** GET /_api/forum/thread */
export interface ForumThreadPageResponse {
  thread: ForumThreadDto;
  posts: ForumPostDto[];
  pagination: { page: number; totalPages: number; totalPosts: number; limit: number };
}

/** POST /_api/forum/thread → 201 */
export interface CreateThreadResponse {
  thread: ForumThreadDto;
}
/** POST /_api/forum/thread/reply → 201 */
export interface ReplyToThreadResponse {
  post: ForumPostDto;
  thread: ForumThreadDto;
}
/** POST /_api/forum/reply/edit */
export interface EditReplyResponse {
  post: ForumPostDto;
  message: string;
}
/** POST /_api/forum/thread/delete, /reply/delete and /_api/admin/forum/thread/delete */
export interface DeletePostResponse {
  success: true;
  message: string;
  /** Gone from the page (true), or still shown as '[deleted]' in place because replies follow it (false). */
  removed: boolean;
}
/** POST /_api/forum/thread/pin and /lock */
export interface ModerateThreadResponse {
  thread: ForumThreadDto;
}

/**
 * GET /_api/forum/thread/mine?threadId (signed in, never cached): what in the thread is the
 * viewer's alone: which anonymous posts are their own, so only they see 'Posted anonymously (only
 * you can see this is yours)', and what they reported, so it says 'Reported' after a reload
 * (issue 29). Public pages and the render cache never carry it.
 */
export interface MyThreadPostsResponse {
  threadId: number;
  /** The opening post is the viewer's (and anonymous). */
  thread: boolean;
  /** Ids of the viewer's anonymous replies in the thread. */
  postIds: number[];
  /** What the viewer reported: the thread (its opening post) and the ids of its replies. */
  reported: { thread: boolean; postIds: number[] };
}

/** POST /_api/admin/forum/author (admins): the real author of an anonymous post; the lookup is in the audit trail. */
export interface AnonymousAuthorResponse {
  threadId: number;
  postId: number | null;
  author: { id: number; displayName: string | null };
}

/** GET /_api/forum/thread/mine */
export const myAnonymousPostsQuery = z.strictObject({ threadId: queryId(m.invalidThreadId) });
