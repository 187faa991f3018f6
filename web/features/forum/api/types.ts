import type { Role } from '../../../../schemas/shared/roles';

export type {
  ForumCategoryDto as ForumCategory,
  ForumPostDto as ForumPost,
  ForumThreadDto as ForumThread,
  ForumThreadListResponse as ThreadList,
  ForumThreadPageResponse as ThreadPage,
} from '../../../../schemas/forum/queries';

/** Who is reading, as the forum needs it: null when signed out. */
export type ForumViewer = { id: number | string; role: Role } | null;
