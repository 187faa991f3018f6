export interface CommentDto {
  id: number;
  content: string;
  author: { id: number | null; displayName: string; avatarUrl: string | null };
  createdAt: string;
  editedAt: string | null;
  voteScore: number;
  userVote: 'upvote' | 'downvote' | null;
  replies: CommentDto[];
}
