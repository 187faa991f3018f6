/** Comment texts from SPEC sections 5 and 8. */
export const commentMessages = {
  empty: 'Comment cannot be empty.',
  tooLong: 'Comment is too long.',
  formTooLong: 'Comment must be 5000 characters or less.',
  notFound: 'Comment not found',
  articleNotFound: 'Article not found',
  parentNotFound: 'The comment you are replying to does not exist on this article.',
  notAuthor: 'You can only change your own comments.',
  deleted: 'This comment has been deleted.',
  posted: 'Comment posted successfully!',
  updated: 'Comment updated successfully!',
  removed: 'Comment deleted.',
} as const;

/** Member reports (issue 9): the 'Report' action on a comment card. */
export const reportMessages = {
  reported: 'Thank you. A moderator will review this comment.',
  ownComment: 'You cannot report your own comment.',
  reasonTooLong: 'Reason must be 500 characters or less.',
  reasonInvalid: 'Reason must be text.',
} as const;
