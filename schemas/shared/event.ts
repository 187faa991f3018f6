import { z } from 'zod';

/** Roles a command can act as. 'system' is the seeder and operators' scripts. */
export const actorRole = z.enum(['anonymous', 'user', 'admin', 'system']);
export type ActorRole = z.infer<typeof actorRole>;

/** Positive integer ids as SPEC section 3 has them (article, comment, thread, user...). */
export const positiveId = z.coerce.number().int().positive();

/** Strings measured in code points, so an emoji counts as one character (T17). */
export const codePointLength = (s: string) => [...s].length;

export const boundedText = (min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string({ error: tooShort })
    .refine((s) => codePointLength(s) >= min, { message: tooShort })
    .refine((s) => codePointLength(s) <= max, { message: tooLong });
