import { expect, it } from 'vitest';
import type { namedItemMessages } from '../../schemas/shared/staff-item.js';

/**
 * Validation tests as tables of rules: each row is a message, in the SPEC's words (from the
 * feature's messages table), followed by the inputs that break that rule (queries, paths or body
 * overrides, whatever the test's `send` takes). A message is stated once with every input that
 * draws it, and every input is still its own assertion, named by the input when it fails.
 */
export type Refusals<I> = ReadonlyArray<readonly [message: string, ...inputs: I[]]>;

/** A response as far as these checks read it (supertest's). */
type Answer = { status: number; body: { error?: unknown } };

/** api/shared/validation.ts's message for a query parameter given more than once (T19). */
export const givenTwice = (name: string) => `Parameter ${name} must be given once`;

/** api/shared/validation.ts's message for a field or query parameter the schema does not know. */
export const unknownField = (name: string) => `Unknown field: ${name}`;

/**
 * A name and a description as schemas/shared/staff-item.ts takes them for the studio's lists:
 * each required (blank once trimmed is missing) and at most `max` characters; as body overrides.
 */
export const namedItemRefusals = (m: ReturnType<typeof namedItemMessages>, max: { name: number; description: number }): Refusals<Record<string, unknown>> => [
  [m.nameRequired, { name: '' }, { name: '  ' }],
  [m.nameTooLong, { name: 'n'.repeat(max.name + 1) }],
  [m.descriptionRequired, { description: '' }, { description: ' ' }],
  [m.descriptionTooLong, { description: 'd'.repeat(max.description + 1) }],
];

const named = (input: unknown) => (typeof input === 'string' ? input : JSON.stringify(input));

/** A 400 whose `error` is `message`. */
function expectRefused(res: Answer, message: string, input: unknown) {
  expect(res.status, named(input)).toBe(400);
  expect(res.body.error, named(input)).toBe(message);
}

/** Sends every input of every rule, one after the other, and expects each refused with its rule's message. */
export async function expectRefusals<I>(send: (input: I) => Promise<Answer>, refusals: Refusals<I>): Promise<void> {
  for (const [message, ...inputs] of refusals) for (const input of inputs) expectRefused(await send(input), message, input);
}

/** The same as one test per input, `title` formatted by it.each with the input (`%j`) and the message. */
export function itRefusesEach<I>(title: string, send: (input: I) => Promise<Answer>, refusals: Refusals<I>): void {
  const rows = refusals.flatMap(([message, ...inputs]) => inputs.map((input): [I, string] => [input, message]));
  it.each(rows)(title, async (input, message) => expectRefused(await send(input), message, input));
}
