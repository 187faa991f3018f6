import { z } from 'zod';
import { badRequest } from './errors.js';

/**
 * Parses input with a zod schema; a failure is a 400 whose `error` is the first issue's
 * message in the SPEC's words, with every issue's field and message alongside. Messages
 * never echo the input, so nothing the client sent comes back longer than it went out.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const res = schema.safeParse(input);
  if (res.success) return res.data;
  const issues = res.error.issues.slice(0, 20).map((i) => ({
    path: i.path.map(String).join('.').slice(0, 100),
    message: i.code === 'unrecognized_keys' ? 'Unknown field' : i.message.slice(0, 200),
  }));
  const first = res.error.issues[0];
  const message =
    first?.code === 'unrecognized_keys'
      ? `Unknown field: ${first.keys.map((k) => String(k).slice(0, 40)).join(', ')}`.slice(0, 200)
      : first?.code === 'invalid_type' && first.path.length === 0
        ? 'Invalid request body'
        : (first?.message ?? 'Invalid request');
  throw badRequest(message, 'validation', { issues });
}

/** Query strings: a repeated parameter (`?page=1&page=2`) is refused rather than guessed (T19). */
export function parseQuery<S extends z.ZodType>(schema: S, query: Record<string, string | string[] | undefined>): z.infer<S> {
  for (const [key, value] of Object.entries(query))
    if (Array.isArray(value)) throw badRequest(`Parameter ${key.slice(0, 40)} must be given once`, 'validation');
  return parseInput(schema, query);
}

const NO_PARAMETERS = z.strictObject({});

/**
 * A route that takes no parameters refuses any (T19). The schema is built once: zod compiles a
 * parser for each schema on its first use, so one made per request was compiled per request.
 */
export function noQuery(ctx: { querystring: string; query: Record<string, string | string[] | undefined> }): void {
  if (ctx.querystring !== '') parseQuery(NO_PARAMETERS, ctx.query);
}
