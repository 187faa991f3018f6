import { z } from 'zod';

/**
 * Trust limits (issue 29): what a new account may post before it has earned the site's trust,
 * Discourse's 'new user' level in small. Admins set them (POST /_api/admin/settings/trust); staff
 * are never held to them.
 */
export const trustMessages = {
  hours: 'newAccountHours must be a whole number from 0 to 720',
  perDay: 'Limits must be whole numbers from 0 to 1000',
  posts: 'postsBeforeLinks must be a whole number from 0 to 100',
  saved: 'Trust limits saved.',
  threads: (n: number) => `New accounts can start ${n} thread${n === 1 ? '' : 's'} in their first day. Please try again later.`,
  replies: (n: number) => `New accounts can post ${n} repl${n === 1 ? 'y' : 'ies'} in their first day. Please try again later.`,
  links: (n: number) => `Links are allowed once you have posted ${n} time${n === 1 ? '' : 's'} without them. Please remove the link.`,
} as const;
const m = trustMessages;

const whole = (message: string, max: number) => z.number({ error: message }).int(message).min(0, message).max(max, message);
export const trustLimits = z.strictObject({
  /** An account is new for this many hours after it joined (0: never). */
  newAccountHours: whole(m.hours, 720),
  /** Threads and replies a new account may post in that time (0: none). */
  threadsPerDay: whole(m.perDay, 1000),
  repliesPerDay: whole(m.perDay, 1000),
  /** A new account's posts with a link are refused until it has this many posts (0: links at once). */
  postsBeforeLinks: whole(m.posts, 100),
});
export type TrustLimits = z.infer<typeof trustLimits>;

/** The example: 3 threads and 10 replies in the first day, no link in the first 2 posts. */
export const DEFAULT_TRUST_LIMITS: TrustLimits = { newAccountHours: 24, threadsPerDay: 3, repliesPerDay: 10, postsBeforeLinks: 2 };

/** A link as spammers write one: a scheme, www., or a bare domain with a common top-level name. */
export const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|ru|cn|xyz|top|shop|online|site|club|ly)\b/i;
