/** Notification texts (issue 29). */
export const notificationMessages = {
  idsRequired: 'Give the ids of the notifications to mark as read, or all: true.',
  tooManyIds: 'At most 100 notifications can be marked at once.',
  badId: 'Invalid notification id.',
  userRequired: 'A member is required.',
  muteSelf: 'You cannot mute yourself.',
  memberNotFound: 'Member not found.',
  tooManyMuted: 'You can mute at most 500 members.',
  badCursor: 'Invalid cursor.',
  badToken: 'This unsubscribe link is not valid.',
  preferencesSaved: 'Your notification preferences were saved.',
  unsubscribed: 'You will no longer get these emails.',
  muted: 'Member muted. You will not be notified about them.',
  unmuted: 'Member unmuted.',
} as const;
