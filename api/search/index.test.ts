import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newGenerationName, openReadDb, ReadModel, swapGeneration, doneBuilding } from '../../projections/read-db.js';
import { searchDocId, searchProjection } from '../../projections/search/search.projection.js';
import { searchQuery } from '../../schemas/search/queries.js';
import { SearchIndex, searchIndexFor, searchIndexKey, searchServices } from './index.js';
import { searchContent } from './queries.js';
import pino from 'pino';
import { schemaOf } from '../../projections/projection.js';

/** The index's life outside a request: snapshots, corrupt files, replays that swap the read model. */
describe('search index snapshot and generations', () => {
  let dir: string;
  let rm: ReadModel;
  const file = () => join(dir, 'search-index.bin');
  const put = (db: ReturnType<typeof openReadDb>, id: number, seq: number, title: string, visible = 1) => {
    db.exec(schemaOf(searchProjection));
    db.prepare(`INSERT INTO search_documents (doc_id, seq, visible, title, body, slug, category) VALUES (?, ?, ?, ?, 'body text', ?, 'sexual_health')
      ON CONFLICT(doc_id) DO UPDATE SET seq = excluded.seq, visible = excluded.visible, title = excluded.title`).run(searchDocId('article', id), seq, visible, title, `a-${id}`);
  };
  /** Through the query path with its own index (services of its own). */
  const titles = (q: string) => {
    const deps = { rm, services: searchServices({ rm, log: pino({ level: 'silent' }), config: { files: { searchSnapshot: file() } } }) };
    return searchContent(deps, searchQuery.parse({ query: q })).results.articles.results.map((a) => a.title);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-search-'));
    rm = new ReadModel(join(dir, 'rm'));
    put(rm.connection, 1, 1, 'Lanternfish anatomy');
    put(rm.connection, 2, 2, 'Marigold consent');
  });
  afterEach(() => {
    rm.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies only rows after its seq, tombstones included', () => {
    const ix = new SearchIndex(rm);
    ix.sync();
    expect(ix.size).toBe(2);
    put(rm.connection, 2, 3, 'Marigold consent', 0);
    put(rm.connection, 3, 4, 'Lanternfish habits');
    ix.sync();
    expect(ix.seq).toBe(4);
    expect(ix.has(searchDocId('article', 2))).toBe(false);
    expect(ix.size).toBe(2);
  });

  it('compacts after a request once dead documents pass 20%, never during it', async () => {
    // The index under test is the one the query path uses (one service, so one index).
    const deps = { rm, services: searchServices({ rm, log: pino({ level: 'silent' }), config: { files: { searchSnapshot: file() } } }) };
    const ix = searchIndexFor(deps);
    const request = (q: string) => searchContent(deps, searchQuery.parse({ query: q })).results.articles.results.map((a) => a.title);
    try {
      expect(request('lanternfish')).toEqual(['Lanternfish anatomy']);
      expect(ix.postings.dead).toBe(0);
      // Each request syncs the changed row: its old version stays as a dead document.
      put(rm.connection, 1, 3, 'Lanternfish walrus edition');
      expect(request('walrus')).toEqual(['Lanternfish walrus edition']);
      put(rm.connection, 1, 4, 'Lanternfish heron edition');
      expect(request('lanternfish')).toEqual(['Lanternfish heron edition']);
      // Two of four documents dead (past 20%), and still there when the requests have answered.
      expect([ix.postings.dead, ix.postings.docCount]).toEqual([2, 4]);
      expect(ix.postings.ids.has('walrus')).toBe(true);
      await vi.waitFor(() => expect(ix.postings.dead).toBe(0), { timeout: 2000, interval: 5 });
      expect(ix.postings.docCount).toBe(2);
      expect(ix.postings.ids.has('walrus')).toBe(false);
      expect(request('heron lanternfish')).toEqual(['Lanternfish heron edition']);
    } finally {
      await deps.services.stop(searchIndexKey);
    }
  });

  it('saves a 0600 binary snapshot with its seq and generation and loads it instead of re-indexing', () => {
    const a = new SearchIndex(rm, { snapshotFile: file() });
    a.sync();
    a.saveSnapshot();
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file());
    expect(raw.subarray(0, 6).toString('latin1')).toBe('OSGSIX');
    const header = JSON.parse(raw.subarray(12, 12 + raw.readUInt32LE(8)).toString('utf8')) as { seq: number; generation: string; docs: number };
    expect(header).toMatchObject({ seq: 2, generation: rm.generation, docs: 2 });
    put(rm.connection, 3, 3, 'Lanternfish habits');
    const b = new SearchIndex(rm, { snapshotFile: file() });
    expect(b.loadSnapshot()).toBe(true);
    expect(b.seq).toBe(2);
    expect(titles('lanternfish')).toEqual(['Lanternfish anatomy', 'Lanternfish habits']);
    b.sync();
    expect(b.seq).toBe(3);
    expect(b.size).toBe(3);
    a.close();
    b.close();
  });

  it('round-trips the postings: the loaded index answers exactly as the one that wrote it', () => {
    for (let i = 10; i < 60; i++) put(rm.connection, i, i, `Lanternfish ${i % 3 ? 'marigold' : 'quokka'} number ${i}`, i % 7 ? 1 : 0);
    const a = new SearchIndex(rm, { snapshotFile: file() });
    a.sync();
    put(rm.connection, 11, 61, 'Changed once', 1);
    put(rm.connection, 11, 62, 'Changed twice lanternfish', 1);
    a.sync();
    const before = titles('lanternfish marig');
    a.saveSnapshot();
    expect(a.postings.dead).toBe(0);
    const b = new SearchIndex(rm, { snapshotFile: file() });
    expect(b.loadSnapshot()).toBe(true);
    expect([...b.postings.terms].sort()).toEqual([...a.postings.terms].sort());
    expect(b.size).toBe(a.size);
    expect(titles('lanternfish marig')).toEqual(before);
    expect(titles('changed')).toEqual(['Changed twice lanternfish']);
  });

  it('ignores a truncated, corrupt, old-format or foreign snapshot and rebuilds', () => {
    const good = new SearchIndex(rm, { snapshotFile: file() });
    good.sync();
    good.saveSnapshot();
    const bytes = readFileSync(file());
    const fresh = () => new SearchIndex(rm, { snapshotFile: file(), log: pino({ level: 'silent' }) });
    truncateSync(file(), bytes.length - 3);
    expect(fresh().loadSnapshot()).toBe(false);
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 2] = flipped[flipped.length - 2]! ^ 0xff;
    writeFileSync(file(), flipped);
    expect(fresh().loadSnapshot()).toBe(false);
    writeFileSync(file(), bytes.subarray(0, 10));
    expect(fresh().loadSnapshot()).toBe(false);
    const huge = Buffer.from(bytes);
    huge.writeUInt32LE(0xffffffff, 8); // a header length no file holds: refused before allocating
    writeFileSync(file(), huge);
    expect(fresh().loadSnapshot()).toBe(false);
    const header = JSON.parse(bytes.subarray(12, 12 + bytes.readUInt32LE(8)).toString('utf8')) as { docs: number };
    const lying = Buffer.from(bytes.toString('latin1').replace(`"docs":${header.docs}`, `"docs":${header.docs + 7}`), 'latin1');
    writeFileSync(file(), lying);
    expect(fresh().loadSnapshot()).toBe(false);
    writeFileSync(file(), '{"format":1,"generation":', { mode: 0o600 });
    const a = fresh();
    a.sync();
    expect(a.size).toBe(2);
    expect(titles('marigold')).toEqual(['Marigold consent']);
    writeFileSync(file(), bytes);
    expect(fresh().loadSnapshot()).toBe(true);
    rm.connection.prepare('DELETE FROM search_documents WHERE seq = 2').run();
    expect(fresh().loadSnapshot()).toBe(false); // its seq is ahead of the read model
  });

  it('rebuilds when a replay swaps in a new generation', () => {
    const ix = new SearchIndex(rm, { snapshotFile: file() });
    ix.sync();
    ix.saveSnapshot();
    const name = newGenerationName();
    const db = openReadDb(join(dir, 'rm', name));
    put(db, 7, 1, 'Rebuilt quokka article');
    db.close();
    swapGeneration(join(dir, 'rm'), name);
    doneBuilding(name);
    expect(rm.followSwap()).toBe(true);
    ix.sync();
    expect(ix.generation).toBe(rm.generation);
    expect(ix.has(searchDocId('article', 7))).toBe(true);
    expect(ix.has(searchDocId('article', 1))).toBe(false);
    expect(titles('quokka')).toEqual(['Rebuilt quokka article']);
  });
});
