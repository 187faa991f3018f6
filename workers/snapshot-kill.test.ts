import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadModel } from '../projections/read-db.js';
import { searchDocId, searchProjection } from '../projections/search/search.projection.js';
import { searchQuery } from '../schemas/search/queries.js';
import { SearchIndex, searchServices } from '../api/search/index.js';
import { searchContent } from '../api/search/queries.js';
import { killAll, spawnTs } from '../tests/support/procs.js';
import { prng } from '../tests/support/synthetic.js';
import { schemaOf } from '../projections/projection.js';

/**
 * SECURITY T32, the snapshot variant: a process writing the search index's snapshot over and over
 * is SIGKILLed at random moments (5 times in the middle of a write). Each time the snapshot on disk
 * must be whole (the previous one, or a finished new one: it always loads), an index started from it
 * answers exactly as one built fresh from the read model, and the killed writer's temp file is
 * removed by the next writer instead of piling up.
 */
const MID_WRITE_KILLS = 5;
const WORDS = ['lanternfish', 'marigold', 'consent', 'quokka', 'pleasure', 'contraception', 'anatomy', 'intimacy', 'vulva', 'testing', 'herpes', 'lubricant', 'boundaries', 'orgasm', 'menopause', 'fertility'];
const QUERIES = ['lanternfish', 'marigold consent', 'quok', 'contraceptoin', 'menopause fertility', 'pleasure', 'k17', 'k4040 herpes', 'k2950', 'k3'];

describe('T32 (snapshot variant): SIGKILL while the search snapshot is written', () => {
  let dir: string;
  let rm: ReadModel;
  let nextId = 1;
  let seq = 0;
  const rand = prng(3232);
  const snapshot = () => join(dir, 'search-index.bin');
  const temps = () => readdirSync(dir).filter((f) => f.startsWith('search-index.bin.') && f.endsWith('.tmp'));
  const sentence = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(rand.next() * WORDS.length)]).join(' ');

  /** Adds `n` documents (and hides a few old ones), so every round's snapshot differs from the last. */
  const grow = (n: number) => {
    const put = rm.connection.prepare(`INSERT INTO search_documents (doc_id, seq, visible, title, body, slug, category) VALUES (?, ?, ?, ?, ?, ?, 'sexual_health')
      ON CONFLICT(doc_id) DO UPDATE SET seq = excluded.seq, visible = excluded.visible`);
    rm.connection.transaction(() => {
      for (let i = 0; i < n; i++, nextId++) put.run(searchDocId('article', nextId), ++seq, 1, `${sentence(4)} k${nextId % 4999}`, sentence(60), `a-${nextId}`);
      for (let i = 0; i < 20; i++) put.run(searchDocId('article', rand.int(1, nextId - 1)), ++seq, 0, '', '', null);
    })();
  };
  /** '' : an index with no snapshot file, built from the read model. */
  /**
   * Per query, the number of matches of each kind, and for the rare ones (a title token shared by about
   * 1 in 4,999 documents) the set of matching documents. Not the order of common words' top 50: ranking
   * counts removed documents' postings until the next compaction (api/search/engine.ts), in a fresh
   * build and a long-running index alike, so only a compacted index ranks exactly as a fresh one.
   */
  const answers = (snapshotFile: string) => {
    const deps = { rm, services: searchServices({ rm, log: pino({ level: 'silent' }), config: { files: { searchSnapshot: snapshotFile } } }) };
    return QUERIES.map((q) => {
      const { results, pagination } = searchContent(deps, searchQuery.parse({ query: q, limit: 50 }));
      const ids = pagination.totalResults <= 50 ? results.articles.results.map((r) => r.id).sort((a, b) => a - b) : null;
      return { q, total: pagination.totalResults, articles: results.articles.total, ids };
    });
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-snapkill-'));
    rm = new ReadModel(join(dir, 'rm'));
    rm.connection.exec(schemaOf(searchProjection));
    grow(15_000);
    const first = new SearchIndex(rm, { snapshotFile: snapshot() });
    first.rebuild();
    first.saveSnapshot();
  });
  afterAll(async () => {
    await killAll();
    rm?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`${MID_WRITE_KILLS} kills in the middle of a write: the snapshot always loads whole and answers as a fresh build`, async () => {
    let midWrite = 0;
    let attempts = 0;
    let loadedOld = 0;
    while (midWrite < MID_WRITE_KILLS || loadedOld === 0) {
      expect(attempts++, 'attempts to kill the writer in the middle of a write').toBeLessThan(40);
      grow(500);
      const writer = spawnTs(`snapshot-writer-${attempts}`, 'tests/support/chaos/snapshot-writer.ts', { READ_MODEL_DIR: rm.dir, SNAPSHOT_FILE: snapshot() });
      await writer.ready(60_000);
      if (attempts % 2) {
        // Often inside the first write: the previous round's snapshot must be the one on disk.
        await new Promise((r) => setTimeout(r, rand.int(0, 30)));
      } else {
        // The writer's first write removes the temp files earlier writers were killed with.
        await writer.waitForOutput(/wrote 1\n/, 30_000);
        expect(temps().filter((f) => !f.includes(`.${writer.pid}.`))).toEqual([]);
        await new Promise((r) => setTimeout(r, rand.int(0, 400)));
      }
      writer.kill('SIGKILL');
      await writer.exited;
      if (temps().some((f) => f.includes(`.${writer.pid}.`))) midWrite++;

      // The file on disk is always a whole snapshot: the last finished one.
      const loaded = new SearchIndex(rm, { snapshotFile: snapshot(), log: pino({ level: 'silent' }) });
      expect(loaded.loadSnapshot(), 'the snapshot loads after the kill').toBe(true);
      if (loaded.seq < seq) loadedOld++;
      loaded.sync();
      const fresh = new SearchIndex(rm);
      fresh.rebuild();
      expect(loaded.size).toBe(fresh.size);
      // Removals leave dead terms in the vocabulary until the next compaction.
      loaded.postings.compact();
      expect([...loaded.postings.terms].sort()).toEqual([...fresh.postings.terms].sort());
      // Through the query path: an index started from (a copy of) the snapshot, and one built from scratch.
      const copy = join(dir, `copy-${attempts}.bin`);
      copyFileSync(snapshot(), copy);
      const got = answers(copy);
      expect(got).toEqual(answers(''));
      expect(got.filter((a) => a.ids && a.ids.length > 0).length, 'rare queries with matches').toBeGreaterThanOrEqual(3);
    }
    console.log(`T32 snapshot variant: ${attempts} kills, ${midWrite} in the middle of a write, ${loadedOld} times the previous snapshot was the one on disk; every load whole, answers equal to a fresh build`);
    expect(loadedOld, 'kills before a first write finished, leaving the previous snapshot').toBeGreaterThan(0);
    expect(existsSync(snapshot())).toBe(true);
  }, 240_000);
});
