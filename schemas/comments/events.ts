/** The text members write is personal data: `content` is sealed with the author's key. */
export type CommentEvent =
  | { type: 'CommentPosted'; data: { commentId: number; articleId: number; authorId: number; parentCommentId: number | null; content: string } }
  | { type: 'CommentEdited'; data: { commentId: number; content: string } }
  | { type: 'CommentDeleted'; data: { commentId: number } }
  | { type: 'CommentVoted'; data: { commentId: number; userId: number; vote: 'upvote' | 'downvote' | null } }
  | { type: 'CommentModerated'; data: { commentId: number; status: 'approved' | 'flagged' | 'pending' | 'rejected'; reason: string | null } };
