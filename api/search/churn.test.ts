import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaOf } from '../../projections/projection.js';
import { ReadModel } from '../../projections/read-db.js';
import { searchDocId, searchProjection } from '../../projections/search/search.projection.js';
import { rank, type Field } from './engine.js';
import { SearchIndex } from './index.js';
import { queryGroups } from './plan.js';
import { BODY, TITLE } from './postings.js';
import { compileSynonyms } from './synonyms.js';
import { terms } from './text.js';

/**
 * Issue 26: the index after 10,000 document changes (added, edited, removed, in the order writers
 * make them, applied by syncs between queries as requests do, compactions from their timers)
 * finds exactly what a plain scan of the visible documents finds, transpositions included.
 */
const FIELDS: Field[] = [
  { id: TITLE, boost: 3 },
  { id: BODY, boost: 1 },
];
const ALL = (1 << 1) | (1 << 2) | (1 << 3);
const NONE = compileSynonyms([], []);
const WORDS = `consent partner clinic vaccine condom herpes pelvic libido desire therapy anatomy hormone testing lubricant
  boundary intimacy pleasure fertility puberty screening symptom arousal massage orgasm comfort bedroom trust listening`.split(/\s+/);

let seed = 7;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = () => WORDS[Math.floor(rnd() * WORDS.length)]!;
const text = (n: number) => Array.from({ length: n }, pick).join(' ');

describe('the search index after 10,000 changes', () => {
  let dir: string;
  let rm: ReadModel;
  let index: SearchIndex;
  const live = new Map<number, { title: string; body: string }>();
  let compactions = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osg-churn-'));
    rm = new ReadModel(join(dir, 'rm'));
    rm.connection.exec(schemaOf(searchProjection));
    const upsert = rm.connection.prepare(`INSERT INTO search_documents (doc_id, seq, visible, title, body, slug, category) VALUES (?, ?, ?, ?, ?, 's', 'sexual_health')
      ON CONFLICT(doc_id) DO UPDATE SET seq = excluded.seq, visible = excluded.visible, title = excluded.title, body = excluded.body`);
    let seq = 0;
    const put = (id: number, visible: boolean) => {
      const doc = { title: text(3), body: text(12) };
      const docId = searchDocId(['article', 'interview', 'thread'][id % 3] as 'article', id);
      upsert.run(docId, ++seq, visible ? 1 : 0, visible ? doc.title : '', visible ? doc.body : '');
      if (visible) live.set(docId, doc);
      else live.delete(docId);
    };
    for (let id = 1; id <= 1000; id++) put(id, true);
    index = new SearchIndex(rm);
    index.sync();
    let next = 1001;
    for (let k = 0; k < 10_000; k++) {
      const r = rnd();
      if (r < 0.34) put(next++, true);
      else put(1 + Math.floor(rnd() * (next - 1)), r < 0.67);
      if (k % 250 === 249) {
        index.sync();
        const dead = index.postings.dead;
        // Between requests: the compaction a sync asked for runs from its timer.
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (index.postings.dead < dead) compactions++;
      }
    }
    index.sync();
  }, 60_000);
  afterAll(() => {
    index.close();
    rm.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const found = (q: string) => new Set(rank(index.postings, queryGroups(index.postings, q, FIELDS, NONE), { fields: FIELDS, kinds: ALL, offset: 0, limit: 5000 }).page.map((d) => index.postings.ext[d]!));
  let words: [number, Set<string>][] | undefined;
  const scan = (q: string) => {
    words ??= [...live].map(([id, d]) => [id, new Set(terms(`${d.title} ${d.body}`))]);
    const want = terms(q);
    return new Set(words.filter(([, ws]) => want.every((w) => ws.has(w))).map(([id]) => id));
  };

  it('holds exactly the visible documents, and compacted on the way', () => {
    expect(index.size).toBe(live.size);
    expect(compactions).toBeGreaterThan(0);
  });

  it('finds what a scan of the visible documents finds, for one and two words', () => {
    for (let i = 0; i < 40; i++) {
      const q = i % 2 ? pick() : `${pick()} ${pick()}`;
      // Words of 4 letters or more also match near spellings: compare on the exact words only.
      const want = scan(q);
      const got = [...found(q)];
      expect(got.filter((id) => want.has(id)).sort(), q).toEqual([...want].sort());
      expect(got.every((id) => live.has(id)), `${q}: only visible documents`).toBe(true);
    }
  });

  it('still counts a transposition as one typo', () => {
    expect(found('cnosent')).toEqual(found('consent'));
    expect([...found('parnter')].sort()).toEqual([...scan('partner')].sort());
  });
});
