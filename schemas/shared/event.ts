import { z } from 'zod';
import { ROLES } from './roles.js';

/** Roles a command can act as. 'system' is the seeder and operators' scripts. */
export const actorRole = z.enum(['anonymous', ...ROLES, 'system']);
export type ActorRole = z.infer<typeof actorRole>;

/** Positive integer ids as SPEC section 3 has them (article, comment, thread, user...). */
export const positiveId = z.coerce.number().int().positive();

/** An id the site allocated (article, comment, thread, user...) as an event carries it. */
export const entityId = z.number().int().positive();

/**
 * A feature's event union, built from its payload schemas (`{ ArticlePublished: zod object, ... }`):
 * each event is `{ type: name, data: z.infer<payload> }`, so a payload is written once, in zod.
 */
export type EventUnion<Payloads extends Record<string, z.ZodType>> = {
  [Type in keyof Payloads & string]: { type: Type; data: z.infer<Payloads[Type]> };
}[keyof Payloads & string];

/** Strings measured in code points, so an emoji counts as one character (T17). */
export const codePointLength = (s: string) => [...s].length;

/**
 * One node's batch of counted page views (api/shared/view-counter.ts): `{ counts: [{ <idField>, views }] }`,
 * the payload of ThreadViewsCounted and InterviewViewsCounted.
 */
export const viewCounts = <IdField extends string>(idField: IdField) =>
  z.object({ counts: z.array(z.object({ [idField]: entityId, views: z.number() } as { [K in IdField]: typeof entityId } & { views: z.ZodNumber })) });

/**
 * An idempotency record (stream `idempotency-<actor>-<key hash>`): what a keyed command is
 * about to do, written before its events so a retry with the same key can find them again.
 * The latest event of the stream is the record; it is re-pointed when the target stream moved.
 */
export const idempotencyRecord = z.object({
  command: z.string(),
  /** sha256 of the command name and its parsed input: tells a retry from a reused key. */
  requestHash: z.string(),
  streamId: z.string(),
  /** The exact revision the events are appended at (-1: the stream does not exist yet). */
  expectedRevision: z.number().int().min(-1),
  /** What the first attempt answered with (e.g. the id it allocated); JSON. */
  result: z.unknown(),
});
export type IdempotencyRecord = z.infer<typeof idempotencyRecord>;

export const idempotencyMessages = {
  keyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
} as const;
