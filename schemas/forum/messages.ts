/** SPEC section 9. */
export const FORUM_TITLE = { min: 5, max: 150 } as const;
export const FORUM_CONTENT = { min: 10, max: 10000 } as const;
/** A reply is not empty after trimming (SPEC section 5). */
export const FORUM_REPLY = { min: 1, max: 10000 } as const;
/** Threads per category page and replies per thread page. */
export const FORUM_THREADS_PAGE_SIZE = 20;
export const FORUM_POSTS_PAGE_SIZE = 20;

/** Forum texts: SPEC sections 5 and 8, and clear ones where the spec has none; a limit's text names the limit above. */
export const forumMessages = {
  categoryRequired: 'Please select a category.',
  categoryNotFound: 'The selected category does not exist. Please choose another one.',
  titleTooShort: `Title must be at least ${FORUM_TITLE.min} characters long.`,
  titleTooLong: `Title must be ${FORUM_TITLE.max} characters or less.`,
  contentTooShort: `Content must be at least ${FORUM_CONTENT.min} characters long.`,
  contentTooLong: `Content must be ${FORUM_CONTENT.max} characters or less.`,
  replyEmpty: 'Reply cannot be empty.',
  replyTooLong: `Reply must be ${FORUM_REPLY.max} characters or less.`,
  threadLocked: 'This thread is locked. New replies are closed.',
  threadNotFound: 'Thread not found',
  threadMerged: 'This thread was merged into another thread.',
  mergedInto: 'This thread was merged into',
  movedFrom: 'Moved here from the merged thread',
  categoryMissing: 'Category not found',
  invalidThreadId: 'threadId must be a positive whole number',
  invalidCategoryId: 'categoryId must be a positive whole number',
  page: 'page must be a whole number from 1',
  pageTooLarge: 'page is too large',
  pinnedFlag: 'pinned must be true or false',
  lockedFlag: 'locked must be true or false',
  anonymousFlag: 'anonymous must be true or false',
  invalidPostId: 'postId must be a positive whole number',
  authorTarget: 'Give either threadId or postId',
  notAnonymous: 'This post is not anonymous: its author is shown on it.',
  postNotFound: 'Post not found',
  adminOnly: 'Only admins can pin or lock threads.',
  signInToPost: 'You must be logged in to create a new thread.',
  signInToReply: 'You must be logged in to reply.',
  loadCategories: 'Could not load forum categories. Please try again later.',
  threadCreated: 'Thread created successfully!',
  replyPosted: 'Reply posted successfully!',
  anonymousName: 'Anonymous member',
  anonymousOption: 'Post anonymously',
  anonymousHint: 'Your name, picture and profile are not shown; only admins can see who wrote it, and each look is recorded.',
  anonymousMine: 'Posted anonymously (only you can see this is yours)',
  revealAuthor: 'Reveal author (recorded in the audit trail)',
  editNothing: 'Give a new title or new content.',
  reasonInvalid: 'reason must be text',
  reasonTooLong: 'Reason must be 500 characters or less.',
  notAuthor: 'You can only change your own posts.',
  threadUpdated: 'Thread updated.',
  threadDeleted: 'Thread deleted.',
  threadRemoved: 'Thread removed.',
  replyUpdated: 'Reply updated.',
  replyDeleted: 'Reply deleted.',
  edited: '(edited)',
  deletedText: '[deleted]',
} as const;
