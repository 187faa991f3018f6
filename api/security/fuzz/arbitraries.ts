import fc from 'fast-check';

/**
 * The inputs of SECURITY T18 and T19: hostile values, mutations of a valid body and raw
 * garbage. Nothing here knows an endpoint; the tests pair them with a valid body per route.
 */

/** Short variant inside `npm test`, full strength under CHAOS_LONG=1 (`npm run test:chaos`). */
export const LONG = process.env.CHAOS_LONG === '1';
export const runs = (short: number, long: number) => (LONG ? long : short);

/** Characters that break naive text handling: zero-width, bidi overrides, a lone surrogate, NUL, BOM. */
export const NASTY_CHARS = ['\u200b', '\u200d', '\ufeff', '\u202e', '\u2066', '\ud800', '\udfff', '\u0000', '\u0007', '\r\n', '\u2028', '😀', 'e\u0301'];

/** Strings at and around the usual limits (1, 3, 5, 10, 100, 200, 254, 300, 500, 1024, 5000, 10000 code points). */
const boundaryString = fc.constantFrom(
  '',
  ' ',
  '\t\n ',
  ...[2, 3, 4, 5, 9, 10, 11, 19, 20, 99, 100, 101, 150, 151, 199, 200, 201, 254, 255, 300, 301, 500, 501, 1024, 1025, 5000, 5001, 10000, 10001].map((n) => 'a'.repeat(n)),
  '😀'.repeat(5001),
  ' '.repeat(300),
);

const nastyString = fc
  .array(fc.oneof(fc.constantFrom(...NASTY_CHARS), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

/** Strings that look like something else: numbers, keywords, markup, paths, format strings. */
const lookalike = fc.constantFrom(
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e308',
  '9007199254740993',
  '0x10',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR 1=1 --",
  '%s%s%n',
  '${7*7}',
  '../../../../etc/passwd',
  'a@b',
  'user@example.com',
  '(a+)+$',
);

const numberLike = fc.oneof(
  fc.constantFrom(1e308, -1e308, 5e-324, -0, 0, -1, 1.5, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 2 ** 31, 2 ** 32, 4294967297, Number.MAX_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested arrays or objects `depth` levels deep around a leaf. */
const nested = fc.tuple(fc.integer({ min: 2, max: 60 }), fc.boolean()).map(([depth, asArray]) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
  return v;
});

/** Any one hostile JSON value for a field. */
export const weird: fc.Arbitrary<unknown> = fc.oneof(
  boundaryString,
  nastyString,
  lookalike,
  numberLike,
  fc.string({ maxLength: 40 }),
  fc.boolean(),
  fc.constant(null),
  nested,
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'x', ''), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Keys an attacker adds beside the real ones. */
const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted', 'id', 'role', 'userId', 'authorId', ''), fc.string({ minLength: 1, maxLength: 12 }));

/**
 * JSON text of an object: written by hand so `__proto__` goes on the wire as a plain key (an
 * object literal or JSON.stringify on an assignment would drop it or set the prototype).
 */
export const objectText = (entries: [string, unknown][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

/** JSON text of a valid body with one or two things changed. */
export function mutated(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const entries = Object.entries(valid);
  const field = keys.length ? fc.constantFrom(...keys) : fc.constant('x');
  return fc.oneof(
    // the valid body itself (so 2xx paths are fuzzed too), sometimes with a pollution key
    fc.constant(objectText(entries)),
    field.map((k) => objectText(entries.filter(([key]) => key !== k))),
    fc.tuple(field, weird).map(([k, v]) => objectText(entries.map(([key, old]) => [key, key === k ? v : old]))),
    fc.tuple(field, weird, field, weird).map(([k1, v1, k2, v2]) => objectText(entries.map(([key, old]) => [key, key === k1 ? v1 : key === k2 ? v2 : old]))),
    fc.tuple(extraKey, weird).map(([k, v]) => objectText([...entries, [k, v]])),
    fc.constant(objectText([...entries, ['__proto__', { polluted: 'yes', role: 'admin' }]])),
    fc.constant(objectText([...entries, ['constructor', { prototype: { polluted: 'yes' } }]])),
    // the whole body in an array, doubled keys (the last one wins in JSON.parse), the body nested
    fc.constant(`[${objectText(entries)}]`),
    fc.tuple(field, weird).map(([k, v]) => objectText([...entries, [k, v]])),
    fc.constant(objectText([['data', valid]])),
  );
}

/** Raw bodies: any JSON at all, or text that is almost JSON, deeply nested or large. */
export const garbage: fc.Arbitrary<string> = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes"}}',
    '{"a":{"__proto__":{"polluted":"yes"}}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '[{"__proto__":{"polluted":"yes"}}]',
    '{"a":',
    '',
    '{}}',
    '\u0000',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '{}',
    '{"a":1e999}',
    '{"a":-0}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '\ufeff{}',
    "{'a':1}",
    '{"a":1,}',
    'NaN',
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
    `{"a":"${'x'.repeat(40_000)}"}`,
  ),
);

/** A request body for a JSON endpoint: mostly mutations of its valid body, the rest garbage. */
export const jsonBody = (valid: Record<string, unknown>) => fc.oneof({ arbitrary: mutated(valid), weight: 3 }, { arbitrary: garbage, weight: 1 });

/** The Content-Type: mostly JSON, sometimes something a JSON endpoint must refuse (415). */
export const contentType = fc.oneof(
  { arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8'), weight: 12 },
  { arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/xml'), weight: 1 },
);

/** An Idempotency-Key header, absent most of the time (printable ASCII: what an HTTP client can send). */
export const idempotencyKey = fc.option(
  fc.oneof(fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() === s && s.length > 0), fc.constantFrom('a'.repeat(201), '__proto__', ' x', '0')),
  { freq: 4 },
);

/** Query values for T19: repeated, negative, huge, non-numeric, long, hostile. */
export const queryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '-1', '0', '1', '2', '1.5', '1e3', '1e308', '-0', '9007199254740993', '99999999999999999999999', 'NaN', 'Infinity', 'abc', 'true', 'null', '[]', '{}', '0x1f', '%00', '\u0000', '\u202e', '\ud800', '😀', '__proto__', 'a'.repeat(201), 'a'.repeat(5000), "' OR 1=1 --", '<script>', '(a+)+$', '[', '\\'),
  fc.integer().map(String),
  fc.string({ maxLength: 30 }),
  nastyString,
);
