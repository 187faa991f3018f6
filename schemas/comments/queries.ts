export interface CommentDto {
  id: number;
  content: string;
  author: { id: number | null; displayName: string; avatarUrl: string | null };
  createdAt: string;
  editedAt: string | null;
  voteScore: number;
  userVote: 'upvote' | 'downvote' | null;
  replies: CommentDto[];
  /**
   * Present (true) only when the signed-in viewer has reported this comment, so the card can
   * show 'Reported'; absent otherwise, which keeps the anonymous (server-rendered) shape as it was.
   */
  reportedByMe?: true;
}

/** POST /_api/comments/report answers this, the first time and on a repeat alike. */
export interface ReportCommentResponse {
  success: true;
  message: string;
  commentId: number;
  reportedByMe: true;
}
