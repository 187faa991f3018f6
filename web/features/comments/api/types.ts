import type { CommentDto } from '../../../../schemas/comments/queries';

export type Comment = CommentDto;
export type VoteType = 'upvote' | 'downvote';
/** `total`: visible top-level comments (what the offset pages through); `totalVisible`: every visible comment, replies included. */
export type CommentPage = { comments: Comment[]; total: number; totalVisible: number };

/** Who is reading: null when signed out. Ids are compared as strings (session ids may be either). */
export type Viewer = { id: number | string; displayName: string } | null;

export const isAuthor = (c: Comment, viewer: Viewer) => viewer !== null && c.author.id !== null && String(c.author.id) === String(viewer.id);
