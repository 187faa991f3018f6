import type { NotificationDto } from './queries.js';

const ACTIONS: Record<string, string> = {
  ContentHidden: 'A moderator hid your post',
  ThreadMoved: 'A moderator moved your thread',
  ThreadMerged: 'A moderator merged your thread into another',
  MemberWarned: 'A moderator sent you a warning',
  MemberSuspended: 'Your account was suspended',
  MemberUnsuspended: 'Your account is no longer suspended',
  ForumThreadDeleted: 'A moderator deleted your thread',
  ForumReplyDeleted: 'A moderator deleted your reply',
  ReviewDeleted: 'A moderator deleted your review',
  CommentDeleted: 'A moderator deleted your comment',
  CommentModerated: 'A moderator hid your comment',
};

const quoted = (title: string | null) => (title ? ` “${title}”` : '');

/** The one line the bell and the emails show for a notification (names are in the body, never in a subject). */
export function describeNotification(n: Pick<NotificationDto, 'type' | 'actor' | 'title' | 'action' | 'threadId' | 'commentId' | 'reviewId' | 'postId'>): string {
  const who = n.actor?.displayName ?? 'Someone';
  switch (n.type) {
    case 'thread_reply':
      return `${who} replied to your thread${quoted(n.title)}`;
    case 'comment_reply':
      return `${who} replied to your comment`;
    case 'mention':
      return `${who} mentioned you${n.threadId ? ` in${quoted(n.title) || ' a thread'}` : n.commentId ? ' in a comment' : ''}`;
    case 'moderation':
      return ACTIONS[n.action ?? ''] ?? 'A moderator acted on your post';
    case 'report':
      return `New report on a ${n.reviewId ? 'review' : n.commentId ? 'comment' : n.postId ? 'reply' : 'thread'}`;
  }
}

/** Neutral subjects (nothing personal or sensitive), one per kind. */
export const NOTIFICATION_SUBJECTS: Record<NotificationDto['type'], string> = {
  thread_reply: 'You have a new reply on Open Sex Guide',
  comment_reply: 'You have a new reply on Open Sex Guide',
  mention: 'You were mentioned on Open Sex Guide',
  moderation: 'You have a new notification on Open Sex Guide',
  report: 'There is a new report to review on Open Sex Guide',
};
export const DIGEST_SUBJECT = 'Your daily summary from Open Sex Guide';
