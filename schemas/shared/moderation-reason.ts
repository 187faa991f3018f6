import { z } from 'zod';
import { codePointLength } from './event.js';

/*
 * The reason staff give with a moderation act: a comment's moderation, an act on the moderation
 * queue or a thread, a member's warning, suspension or purge. Staff text, told to the member it
 * concerns, at most MODERATION_REASON_MAX characters (code points); each place says it in these words.
 */
export const MODERATION_REASON_MAX = 500;

export const reasonMessages = {
  reasonTooLong: `Reason must be ${MODERATION_REASON_MAX} characters or less.`,
  reasonInvalid: 'Reason must be text.',
} as const;

/**
 * A reason that may be left out: absent, null or blank is null, anything else is kept trimmed.
 * The length is measured before trimming, so what was typed is what counts.
 */
export const optionalReason = z
  .string({ error: reasonMessages.reasonInvalid })
  .refine((s) => codePointLength(s) <= MODERATION_REASON_MAX, { message: reasonMessages.reasonTooLong })
  .transform((s) => (s.trim() === '' ? null : s.trim()))
  .nullable()
  .optional()
  .transform((s) => s ?? null);
