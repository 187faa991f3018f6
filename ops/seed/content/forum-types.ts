import type { ForumCategoryType } from '../../../schemas/forum/events.js';

/** Seeded forum content (ops/seed/content/forum.ts), seeded by ops/seed/forum.ts through the forum's commands. */
export interface SeedForumCategory {
  /** Referenced by `SeedForumThread.category`. */
  key: string;
  name: string;
  description: string;
  categoryType: ForumCategoryType;
}

export interface SeedForumReply {
  /** A displayName from seedMembers/seedAuthors in ops/seed/content/articles.ts, or 'admin' for the demo admin. */
  by: string;
  content: string;
  /** Days after the thread was created (fractions allowed). */
  daysAfter: number;
}

export interface SeedForumThread {
  /** A category key. */
  category: string;
  /** As in SeedForumReply.by. */
  by: string;
  title: string;
  content: string;
  daysAgo: number;
  pinned?: boolean;
  locked?: boolean;
  /** Views counted for the thread (appended as one ThreadViewsCounted batch). */
  views: number;
  replies: SeedForumReply[];
}

/** What ops/seed/content/forum.ts exports. */
export interface SeedForumContent {
  seedForumCategories: SeedForumCategory[];
  seedForumThreads: SeedForumThread[];
}
