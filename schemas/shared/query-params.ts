import { z } from 'zod';

/*
 * Query-string parameters that several features read alike. A parameter given twice arrives as an
 * array: `single` turns it into a value no schema accepts, so it is refused with the parameter's
 * own words rather than read as one of its values.
 */

/** The value of a parameter given once; a repeated one becomes a value every schema refuses. */
export const single = (v: unknown) => (Array.isArray(v) ? Symbol('repeated') : v);

/**
 * A whole number from `min` to `max` in the query string, refused with `message` otherwise (or when
 * repeated); a number past `max` says `tooLarge` where that has words of its own.
 */
export const intParam = (message: string, min: number, max: number, tooLarge = message) =>
  z.preprocess(single, z.coerce.number({ error: message }).int(message).min(min, message).max(max, tooLarge));
