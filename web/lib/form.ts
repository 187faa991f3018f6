import { z } from 'zod';

// zod 4 probes `new Function` to decide whether to JIT-compile parsers; under the site's CSP
// (script-src 'self', no 'unsafe-eval') that probe is reported as a violation. Run without it.
z.config({ jitless: true });

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** First message per top-level field, in the order the schema reports them. */
export function fieldErrors<K extends string>(schema: z.ZodType, values: unknown): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);
