import type { ModerationEvent } from './events.js';

/**
 * The moderation events the read models of moderated items take in (forum threads and replies,
 * product reviews): a moderator hid an item, or showed it again. The other moderation events
 * (dismissed reports, members' warnings and suspensions, trust limits) change nothing those read
 * models hold: the moderation, notification and audit read models take them.
 */
export type ContentVisibilityEvent = Extract<ModerationEvent, { type: 'ContentHidden' | 'ContentUnhidden' }>;
