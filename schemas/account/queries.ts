import { z } from 'zod';
import { accountMessages as m } from './messages.js';

export const exportIdQuery = z.strictObject({ id: z.uuid({ error: m.exportNotFound }) });

export const exportStatus = z.enum(['pending', 'ready', 'failed', 'expired']);
export type ExportStatus = z.infer<typeof exportStatus>;

export const exportStatusDto = z.object({
  id: z.string(),
  status: exportStatus,
  createdAt: z.string(),
  /** When the file is deleted (24 h after it was requested). */
  expiresAt: z.string(),
  downloadUrl: z.string().optional(),
});
export type ExportStatusDto = z.infer<typeof exportStatusDto>;

/** The JSON file a member downloads: everything stored about them, nothing about anyone else. */
export interface AccountExport {
  format: 'osg-account-export/1';
  generatedAt: string;
  profile: { id: number; email: string | null; displayName: string; avatarUrl: string | null; role: string; joinDate: string; passwordChangedAt: string | null };
  comments: { id: number; articleSlug: string | null; parentCommentId: number | null; content: string | null; createdAt: string; editedAt: string | null; deleted: boolean; status: string; score: number }[];
  forumThreads: { id: number; category: string | null; title: string | null; content: string | null; createdAt: string; replyCount: number; viewCount: number }[];
  forumPosts: { id: number; threadId: number; content: string | null; createdAt: string }[];
  reviews: { id: number; productId: number; productName: string | null; title: string | null; content: string | null; pros: string | null; cons: string | null; overallRating: number; ratings: { criterion: string | null; rating: number }[]; createdAt: string; helpfulCount: number }[];
  commentVotes: { commentId: number; articleSlug: string | null; vote: 'upvote' | 'downvote' }[];
  helpfulMarks: { reviewId: number; productId: number | null }[];
  reports: { commentId: number; reason: string | null; at: string }[];
  newsletter: { email: string; status: string; categories: string[] } | null;
  /** The member's own events (as actor, or on their own streams), sealed values opened. */
  events: { type: string; at: string; stream: string; data: unknown }[];
}
