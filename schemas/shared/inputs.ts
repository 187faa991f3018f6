import { z } from 'zod';
import { codePointLength } from './event.js';

/*
 * Fields of commands' JSON bodies that several features take alike; each is given its own
 * feature's words, and says them for every way the value can be wrong.
 */

/** An id in a JSON body: a positive safe integer. */
export const bodyId = (message: string) => z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/** The stream revision an editor loaded, sent back as `expectedRevision` (or a revision to restore). */
export const streamRevision = (message: string) => z.number({ error: message }).int(message).min(0, message).max(1_000_000_000, message);

/** A name staff type on one line: trimmed, each run of white space one space, required and at most `max` code points. */
export const foldedText = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .refine((s) => s.length > 0, { message: required, abort: true })
    .refine((s) => codePointLength(s) <= max, { message: tooLong });

/** An id in a path (`/:id`): a positive safe integer written in plain digits. */
export const pathId = (message: string) =>
  z.string().regex(/^[1-9][0-9]{0,15}$/, message).transform(Number).pipe(z.number().max(Number.MAX_SAFE_INTEGER, message));

/** A stream revision in a path (`/versions/:revision`): 0 or a whole number written in plain digits. */
export const pathRevision = (message: string) => z.string().regex(/^(0|[1-9][0-9]{0,9})$/, message).transform(Number);
