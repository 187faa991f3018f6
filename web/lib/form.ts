import { z } from 'zod';

// The browser build runs zod without its `new Function` probe (web/lib/zod-jitless.ts); so do the
// unit tests of this module, to behave as the browser does.
z.config({ jitless: true });

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Two fields that must hold the same value; the message goes under `field`. */
export type MatchRule<K extends string> = { field: K; sameAs: K; message: string };

/**
 * First message per top-level field, in the order the schema reports them. zod runs an object's own
 * refinements (such as "passwords match") only once every field parses, so a form relying on them
 * would show a mismatch only after everything else is fixed: `matches` reports it on the first submit.
 */
export function fieldErrors<K extends string>(schema: z.ZodType, values: unknown, matches: readonly MatchRule<K>[] = []): FieldErrors<K> {
  const result = schema.safeParse(values);
  const errors: FieldErrors<K> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '') as K;
      if (key && errors[key] === undefined) errors[key] = issue.message;
    }
  }
  const v = (values ?? {}) as Record<string, unknown>;
  for (const m of matches) {
    if (errors[m.field] === undefined && v[m.field] !== v[m.sameAs]) errors[m.field] = m.message;
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);
