import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../api/event-store/port.js';
import { openSqliteEventStore } from '../api/event-store/sqlite.js';
import { isSealed, openKeyStore, seal, unseal, type KeyStore } from '../api/shared/personal-data.js';
import { generateSynthetic } from '../tests/support/synthetic.js';
import { HTML_POLICY_VERSION } from '../schemas/shared/html-policy.js';
import { sanitizeHtml } from './articles/sanitize.js';
import { readAhead } from './read-ahead.js';

/**
 * The replay's read-ahead (projections/read-ahead.ts): the batches a worker thread reads are the
 * log's own, in order, and what it opened is what unseal() gives, a destroyed key included;
 * the HTML it sanitised is the HTML a projection would; anything but the next batch in order is
 * read from the log directly.
 */

const tmp = mkdtempSync(join(tmpdir(), 'osg-read-ahead-'));
const eventsFile = join(tmp, 'events.db');
const keysFile = join(tmp, 'keys.db');
let store: EventStore;
let keys: KeyStore;

beforeAll(async () => {
  await generateSynthetic({ eventsFile, keysFile, count: 1_200, seed: 9 });
  store = openSqliteEventStore(eventsFile, { pollMs: 0 });
  keys = openKeyStore(keysFile);
});

afterAll(async () => {
  await store?.close();
  keys?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const meta = () => ({ actorId: null, actorRole: 'system' as const, correlationId: crypto.randomUUID(), causationId: null, at: new Date().toISOString() });

const sealedIn = (events: RecordedEvent[]) => events.flatMap((e) => JSON.stringify(e.data).match(/enc:v1:[\w:-]+/g) ?? []).filter(isSealed);

async function readThrough(s: EventStore, batch: number): Promise<RecordedEvent[][]> {
  const out: RecordedEvent[][] = [];
  let after: string | null = null;
  for (;;) {
    const b = await s.readAll(after, batch);
    if (b.length === 0) return out;
    out.push(b);
    after = b[b.length - 1]!.position;
  }
}

describe('readAhead', () => {
  it('serves the log batch by batch as readAll does, with every sealed value of the batch opened as unseal() opens it', async () => {
    const ahead = readAhead(store, keys, 100)!;
    expect(ahead).not.toBeNull();
    try {
      const expected = await readThrough(store, 100);
      let after: string | null = null;
      let opened = 0;
      for (const want of expected) {
        const got = await ahead.store.readAll(after, 100);
        expect(got).toEqual(want);
        for (const v of sealedIn(got)) {
          expect(ahead.opened(v)).toBe(unseal(keys, v));
          opened += 1;
        }
        after = got[got.length - 1]!.position;
      }
      expect(opened).toBeGreaterThan(100);
      expect(await ahead.store.readAll(after, 100)).toEqual([]);
    } finally {
      await ahead.close();
    }
  });

  it('reads what was appended after the worker reached the head, and answers an out-of-order ask from the log', async () => {
    const ahead = readAhead(store, keys, 500)!;
    try {
      const all = (await readThrough(store, 5_000)).flat();
      let after: string | null = null;
      let seen: RecordedEvent[] = [];
      for (;;) {
        const b = await ahead.store.readAll(after, 500);
        if (b.length === 0) break;
        seen = seen.concat(b);
        after = b[b.length - 1]!.position;
      }
      expect(seen).toEqual(all);
      await store.append('test-read-ahead-1', [{ id: crypto.randomUUID(), type: 'Noted', data: { text: seal(keys, 1, 'later') }, metadata: meta() }], 'no_stream');
      const tail = await ahead.store.readAll(after, 500);
      expect(tail.map((e) => e.streamId)).toEqual(['test-read-ahead-1']);
      // Not prefetched: the caller unseals it itself.
      expect(ahead.opened((tail[0]!.data as { text: string }).text)).toBeUndefined();
      expect(await ahead.store.readAll(null, 3)).toEqual(all.slice(0, 3));
    } finally {
      await ahead.close();
    }
  });

  it("gives null for a value whose member's key was destroyed before the replay", async () => {
    const subject = 987_654;
    const value = seal(keys, subject, 'to be forgotten');
    await store.append('test-read-ahead-2', [{ id: crypto.randomUUID(), type: 'Noted', data: { text: value }, metadata: meta() }], 'no_stream');
    keys.destroy(subject);
    const ahead = readAhead(store, keys, 10_000)!;
    try {
      const events = await ahead.store.readAll(null, 10_000);
      expect(events.some((e) => (e.data as { text?: string }).text === value)).toBe(true);
      expect(ahead.opened(value)).toBeNull();
    } finally {
      await ahead.close();
    }
  });

  it('sanitises the HTML of events from before their safe form was stored, and only that', async () => {
    const old = '<p onclick="x()">An old body<script>alert(1)</script></p>';
    const current = '<p>A current body</p>';
    await store.append('test-read-ahead-3', [
      { id: crypto.randomUUID(), type: 'ArticleCreated', data: { articleId: 900_001, content: old }, metadata: meta() },
      { id: crypto.randomUUID(), type: 'ArticleEdited', data: { articleId: 900_001, content: current, safeContent: current, htmlPolicy: HTML_POLICY_VERSION }, metadata: meta() },
    ], 'no_stream');
    const ahead = readAhead(store, keys, 10_000)!;
    try {
      await ahead.store.readAll(null, 10_000);
      expect(ahead.sanitized(old)).toBe(sanitizeHtml(old));
      expect(ahead.sanitized(old)).not.toContain('script');
      expect(ahead.sanitized(current)).toBeUndefined();
    } finally {
      await ahead.close();
    }
  });

  it('is not used for a store without a local file or keys not opened from one', () => {
    const noFile = Object.create(store, { localFile: { value: undefined } }) as EventStore;
    expect(readAhead(noFile, keys, 100)).toBeNull();
    const noSource = Object.create(keys, { source: { value: undefined } }) as KeyStore;
    expect(readAhead(store, noSource, 100)).toBeNull();
  });
});
