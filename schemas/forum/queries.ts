import type { SuperJSONResult } from 'superjson';
import { z } from 'zod';
import type { ForumCategoryType } from './events.js';
import { forumMessages as m } from './messages.js';

const single = (v: unknown) => (Array.isArray(v) ? Symbol('repeated') : v);
const queryId = (message: string) =>
  z.preprocess(single, z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message));
const page = z.preprocess(single, z.coerce.number({ error: m.page }).int(m.page).min(1, m.page).max(1_000_000, m.pageTooLarge)).default(1);

/** GET /_api/forum/threads?categoryId&page */
export const listThreadsQuery = z.strictObject({ categoryId: queryId(m.invalidCategoryId), page });
/** GET /_api/forum/thread?threadId&page */
export const threadPageQuery = z.strictObject({ threadId: queryId(m.invalidThreadId), page });

export type ForumRole = 'user' | 'admin';

/** SPEC section 3: a forum category. (A type, not an interface, so it is a superjson JSON value.) */
export type ForumCategoryDto = {
  id: number;
  name: string;
  description: string;
  categoryType: ForumCategoryType;
  threadCount: number;
};

/** SPEC section 3: a forum thread, with its category, counts and activity. */
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
}

/** SPEC section 3: a reply in a thread. `author.createdAt` is the member's join date. */
export interface ForumPostDto {
  id: number;
  content: string;
  createdAt: string;
  updatedAt: string;
  author: { id: number | null; displayName: string; avatarUrl: string | null; role: ForumRole; createdAt: string };
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
/** POST /_api/forum/thread/pin and /lock */
export interface ModerateThreadResponse {
  thread: ForumThreadDto;
}
