import { z } from 'zod';

/** Settings' signed-in sessions (issue 29): the words the API answers with and the screen shows. */
export const sessionMessages = {
  signedOut: 'That session has been signed out.',
  signedOutOthers: 'You have been signed out everywhere else.',
  handleInvalid: 'Choose a session to sign out.',
  current: 'This is the session you are using. Use Sign out in the menu to end it.',
} as const;

/** POST /_api/user/sessions/revoke: a session's handle from the list. */
export const revokeSessionInput = z.strictObject({
  id: z.string({ error: sessionMessages.handleInvalid }).regex(/^[A-Za-z0-9_-]{22}$/, { message: sessionMessages.handleInvalid }),
});

/** One signed-in session in GET /_api/user/sessions (times as ISO, approximate to the minute for `lastSeenAt`). */
export interface SessionDto {
  id: string;
  device: string;
  createdAt: string | null;
  lastSeenAt: string | null;
  current: boolean;
}
