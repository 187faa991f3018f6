import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { TestApp } from '../../../tests/support/api.js';
import { currentReadModelFile, digest } from '../../../tests/support/synthetic.js';
import { interviewViews } from '../../experts/views.js';
import { forumViews } from '../../forum/views.js';

/**
 * The invariants of SECURITY T18 and T19, checked after every fuzzed request:
 * - the status is 2xx or one of the refusals we answer on purpose; never a 5xx;
 * - a refusal (any 4xx) appends no event and leaves the read-model digest as it was;
 * - no answer carries a stack frame or a source path;
 * - nothing reached Object.prototype.
 * The digest before a request is the one taken after the previous request (once background work
 * and projection have settled). A full digest is taken only when SQLite's `data_version` says
 * another connection committed to the read model since the last one: an unchanged version is an
 * unchanged file.
 */
export const REFUSALS = [400, 401, 403, 404, 409, 413, 415, 429];

/** What a response body must never contain: stack frames and file paths. */
export function leaks(text: string): string | null {
  for (const needle of ['    at ', '/work/', '.ts:', 'node_modules', '/tmp/osg-']) if (text.includes(needle)) return needle;
  return null;
}

export type Answer = { status: number; text: string; headers: Record<string, unknown> };

const protoKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

export function invariantChecker(t: TestApp) {
  const protoBefore = protoKeys();
  let watched: { file: string; db: Database.Database; version: number; digest: string } | null = null;
  const readModelDigest = () => {
    const file = currentReadModelFile(t.config.files.readModelDir)!;
    if (watched?.file !== file) {
      watched?.db.close();
      watched = { file, db: new Database(file, { readonly: true, fileMustExist: true }), version: -1, digest: '' };
    }
    const version = watched.db.pragma('data_version', { simple: true }) as number;
    if (version !== watched.version) watched = { ...watched, version, digest: digest(file).digest };
    return watched.digest;
  };
  let last: { count: number; digest: string } | null = null;
  /** Answers by status since the last reset, so a test can show its bodies got past the gate. */
  let statuses = new Map<number, number>();
  /** Accepted requests that appended events, and how many of those changed the digest. */
  let writes = { appended: 0, digestChanged: 0 };

  /**
   * Lets whatever a request started in the background finish and be projected. Counted page views
   * are appended now rather than by the flush timer, which could otherwise land them during a later
   * refused request (a run longer than the timer's longest setting, 1 h, did).
   */
  async function settle() {
    await forumViews(t.deps).flush();
    await interviewViews(t.deps).flush();
    await t.deps.work.idle();
    const head = await t.deps.store.head();
    if (head) await t.deps.awaitProjection(head);
    return { count: await t.eventCount(), digest: readModelDigest() };
  }

  /** Sends one request and checks every invariant; `label` is what a failure prints to replay it. */
  async function check(label: string, send: () => PromiseLike<Answer>, opts: { allowed?: number[]; readOnly?: boolean } = {}) {
    last ??= await settle();
    const before = last;
    const res = await send();
    const where = `${label}\n  -> ${res.status} ${res.text.slice(0, 300)}`;
    const allowed = opts.allowed ?? REFUSALS;
    expect(res.status < 500, `5xx: ${where}`).toBe(true);
    expect((res.status >= 200 && res.status < 300) || allowed.includes(res.status), `unexpected status: ${where}`).toBe(true);
    expect(leaks(res.text), `leak in body: ${where}`).toBeNull();
    const after = await settle();
    last = after;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status < 300 && after.count > before.count) {
      writes.appended += 1;
      if (after.digest !== before.digest) writes.digestChanged += 1;
    }
    if (res.status >= 400 || opts.readOnly) {
      expect(after.count, `events appended on a ${res.status}: ${where}`).toBe(before.count);
      expect(after.digest, `read model changed on a ${res.status}: ${where}`).toBe(before.digest);
    }
    expect(({} as Record<string, unknown>).polluted, `prototype polluted: ${where}`).toBeUndefined();
    expect(protoKeys(), `Object.prototype changed: ${where}`).toBe(protoBefore);
    return res;
  }

  return {
    check,
    /** Forgets the baseline: call it after setup that wrote between two fuzzed requests. */
    reset: () => {
      last = null;
      statuses = new Map();
      writes = { appended: 0, digestChanged: 0 };
    },
    /** Counts of answers by status, and of accepted writes, since the last reset. */
    tally: () => ({ statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)), writes }),
    close: () => watched?.db.close(),
  };
}

/** A printable rendering of a body for failure messages (long bodies cut, control characters escaped). */
export function show(body: string | Buffer): string {
  if (Buffer.isBuffer(body)) return `<${body.length} bytes: ${body.subarray(0, 24).toString('hex')}...>`;
  const s = JSON.stringify(body.length > 400 ? `${body.slice(0, 400)}... (${body.length} chars)` : body);
  return s;
}
