import { z } from 'zod';
import { codePointLength } from './event.js';

/** A text's length limits in characters (code points), least and most. */
export type TextLength = { readonly min: number; readonly max: number };

/**
 * Text a member writes in a form (a thread's title or post, a reply, a review's title or text):
 * trimmed, then `length.min` to `length.max` characters (code points, so an emoji counts as one); stored
 * trimmed. What is not text at all says `tooShort`, as an empty field does; a value too short
 * says only that (the length check after it does not run).
 */
export const trimmedText = ({ min, max }: TextLength, tooShort: string, tooLong: string) =>
  z
    .string({ error: tooShort })
    .transform((s) => s.trim())
    .refine((s) => codePointLength(s) >= min, { message: tooShort, abort: true })
    .refine((s) => codePointLength(s) <= max, { message: tooLong });
