/**
 * Search benchmark (issue 12): `tsx --expose-gc ops/bench/search.ts` or the `search` rows of
 * `npm run bench`. Generates a corpus (articles, interviews and threads of ~1,300 characters
 * with a Zipf-distributed vocabulary of real and made-up words, some accented) straight into a
 * read model's `search_documents`, builds the web process's index from it, and reports p50/p99
 * of suggestions and full searches for a fixed mix of queries at 100,000 documents next to the
 * same queries on an index of the seeded site's size, the index heap (V8 and array buffers: the
 * postings are typed arrays), the build time, the snapshot's size and the time a restart takes
 * to have the index ready from the snapshot, each against its target (PASS/FAIL).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { SearchIndex, searchIndexFor, stopSearchIndex } from '../../api/search/index.js';
import { searchContent, searchSuggestions, type SearchDeps } from '../../api/search/queries.js';
import { ReadModel } from '../../projections/read-db.js';
import { searchDocId, searchProjection, type SearchKind } from '../../projections/search/search.projection.js';
import { searchQuery } from '../../schemas/search/queries.js';
import { int, kb, ms, ratio, table, type Row } from './report.js';
import { schemaOf } from '../../projections/projection.js';

const DOMAIN = `health sexual consent partner communication relationship pleasure intimacy safety contraception testing anatomy
  boundaries aftercare desire arousal orgasm condom lubricant hormone fertility pregnancy menstruation libido therapy therapist anxiety
  trust emotional physical touch massage fantasy toys kink bdsm queer gender identity orientation dating couples marriage conflict
  listening honesty respect pain comfort vulbodyna prostate clitoris vagina penis erection ejaculation menopause puberty education
  infection symptoms treatment doctor clinic prevention vaccine hpv herpes chlamydia gonorrhea syphilis hiv prep pep screening
  masturbation solo exploration technique position rhythm breathing mindfulness stress sleep exercise nutrition medication side
  effects pelvic floor muscles strength confidence body image shame guilt religion culture family friends community support forum
  question answer expert interview review product quality price material silicone glass water based oil latex allergy sensitive
  skin care hygiene shower towel bedroom lighting music mood schedule spontaneous planning talk listen feelings needs wants limits
  safeword check negotiation agreement`.split(/\s+/).filter(Boolean);
const ACCENTED = ['émotion', 'café', 'naïve', 'résumé', 'fiancée', 'désir', 'plaisir', 'santé'];
const FILLER = ['the', 'and', 'of', 'to', 'a', 'in', 'is', 'for', 'with', 'that', 'on', 'as', 'it', 'be', 'can', 'your', 'you', 'are'];

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 200 real words, then 30,000 made-up ones, drawn with Zipf's law (rank^-1.05). */
function vocabulary(rnd: () => number) {
  const syll = ['ka', 'lo', 'mi', 'ren', 'tas', 'vo', 'pel', 'dri', 'su', 'nor', 'ith', 'gan', 'bel', 'cor', 'fen', 'mar', 'tol', 'qui', 'zer', 'ush'];
  const made = new Set<string>();
  while (made.size < 30_000) made.add(Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => syll[Math.floor(rnd() * syll.length)]).join(''));
  const words = [...DOMAIN, ...ACCENTED, ...made];
  const cum = new Float64Array(words.length);
  let sum = 0;
  for (let i = 0; i < words.length; i++) cum[i] = sum += 1 / Math.pow(i + 1, 1.05);
  const pick = () => {
    const x = rnd() * sum;
    let lo = 0;
    let hi = words.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
  return { words, pick };
}

export interface Corpus {
  rm: ReadModel;
  dir: string;
  deps: SearchDeps;
}

/** A read model holding `n` search documents (kinds in turn), as the projection would write them. */
export function corpus(n: number, seed = 12): Corpus {
  const dir = mkdtempSync(join(tmpdir(), `osg-bench-search-${n}-`));
  const rm = new ReadModel(join(dir, 'read-model'));
  const db = rm.connection;
  db.exec(schemaOf(searchProjection));
  const rnd = rng(seed);
  const v = vocabulary(rnd);
  const kinds: SearchKind[] = ['article', 'article', 'interview', 'thread'];
  const categories = ['sexual_health', 'relationship_dynamics', 'techniques_pleasure', 'product_reviews', 'expert_qa'];
  const insert = db.prepare(`INSERT INTO search_documents (doc_id, seq, visible, title, body, slug, category, expert_id, expert_name)
    VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)`);
  const sentence = () => {
    const len = 8 + Math.floor(rnd() * 12);
    const ws = Array.from({ length: len }, () => (rnd() < 0.35 ? FILLER[Math.floor(rnd() * FILLER.length)]! : v.pick()));
    return `${ws.join(' ')}.`;
  };
  db.transaction(() => {
    for (let i = 1; i <= n; i++) {
      const kind = kinds[i % kinds.length]!;
      const title = Array.from({ length: 4 + Math.floor(rnd() * 5) }, () => v.pick()).join(' ');
      let body = '';
      while (body.length < 1_300) body += `${sentence()} `;
      const cap = title.charAt(0).toUpperCase() + title.slice(1);
      insert.run(searchDocId(kind, i), i, cap, body.trim(), kind === 'thread' ? null : `doc-${i}`, kind === 'article' ? categories[i % 5] : kind === 'thread' ? 'General Discussion' : null,
        kind === 'interview' ? 1 + (i % 20) : null, kind === 'interview' ? `Dr. Expert ${1 + (i % 20)}` : null);
    }
  })();
  const log = pino({ level: 'silent' });
  return { rm, dir, deps: { rm, log, config: { files: { searchSnapshot: join(dir, 'search-index.bin') } } } };
}

export const FULL = {
  common: ['health', 'communication', 'partner'],
  rare: ['vulbodyna', 'safeword', 'résumé'],
  typos: ['helth', 'comunication', 'relatinship', 'contraseption'],
  prefixes: ['commu', 'relat', 'pleas'],
  'multi-word': ['sexual health', 'partner communication tips', 'condom allergy latex', 'emotional intimacy couples'],
};
export const SUGGEST = ['sex', 'comm', 'relat', 'heal', 'partner comm', 'consen', 'plais'];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

function time(fn: () => void, runs: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out;
}

interface Figures {
  full: Record<string, number[]>;
  suggest: number[];
  heap: Memory | null;
  loadedHeap: Memory | null;
  buildMs: number;
  snapshotBytes: number;
  loadMs: number;
  docs: number;
}

/** Typed arrays live outside the V8 heap: the index's cost is both. */
interface Memory {
  v8: number;
  buffers: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
const memory = (): Memory => {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { v8: m.heapUsed, buffers: m.arrayBuffers };
};
const delta = (a: Memory, b: Memory): Memory | null => (gc ? { v8: b.v8 - a.v8, buffers: b.buffers - a.buffers } : null);

function measure(n: number, runs: number): Figures {
  const c = corpus(n);
  try {
    const before = memory();
    const t0 = performance.now();
    const index = searchIndexFor(c.deps);
    index.sync();
    const buildMs = performance.now() - t0;
    const heap = delta(before, memory());
    // Round robin over the whole mix (after one warm pass), so a burst of load from another
    // process on a shared machine spreads over every query instead of landing on one.
    const jobs: { kind: string; run: () => void }[] = [];
    for (const [kind, queries] of Object.entries(FULL))
      for (const query of queries) {
        const q = searchQuery.parse({ query, type: 'all', page: '1' });
        jobs.push({ kind, run: () => searchContent(c.deps, q) });
      }
    for (const s of SUGGEST) jobs.push({ kind: 'suggest', run: () => searchSuggestions(c.deps, s) });
    for (const j of jobs) j.run();
    const times: Record<string, number[]> = {};
    for (let r = 0; r < runs; r++) for (const j of jobs) (times[j.kind] ??= []).push(...time(j.run, 1));
    const { suggest = [], ...full } = times;
    index.saveSnapshot();
    const file = c.deps.config.files.searchSnapshot;
    const snapshotBytes = statSync(file).size;
    stopSearchIndex(c.deps);
    const beforeLoad = memory();
    const t1 = performance.now();
    const restarted = new SearchIndex(c.rm, { snapshotFile: file });
    restarted.sync();
    const loadMs = performance.now() - t1;
    const loadedHeap = delta(beforeLoad, memory());
    return { full, suggest, heap, loadedHeap, buildMs, snapshotBytes, loadMs, docs: restarted.size };
  } finally {
    c.rm.close();
    rmSync(c.dir, { recursive: true, force: true });
  }
}

const p5099 = (xs: number[]) => `p50 ${ms(pct(xs, 50))}, p99 ${ms(pct(xs, 99))}`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const MB = 1048576;
const mb = (m: Memory | null) => (m === null ? 'n/a (run with --expose-gc)' : `${((m.v8 + m.buffers) / MB).toFixed(0)} MB (V8 ${(m.v8 / MB).toFixed(0)} + buffers ${(m.buffers / MB).toFixed(0)})`);

/** The benchmark's rows: each figure at `large` documents next to the same at `small` (the seeded site's size), with the targets. */
export function searchRows(opts: { large?: number; small?: number; runs?: number; progress?: (m: string) => void } = {}): { rows: Row[]; notes: string[] } {
  const large = opts.large ?? 100_000;
  const small = opts.small ?? 120;
  const runs = opts.runs ?? 30;
  opts.progress?.(`search: ${int(small)} documents`);
  const s = measure(small, runs);
  opts.progress?.(`search: ${int(large)} documents (generating, indexing)`);
  const l = measure(large, runs);
  const rows: Row[] = [];
  const all = (f: Figures) => Object.values(f.full).flat();
  const p99 = (xs: number[]) => pct(xs, 99);
  // results.json holds issue 14's targets (suggestions p99 < 5 ms, full search p99 < 10 ms); the printed verdict is issue 12's.
  const latency = (xs: number[], ref: number[], target?: number) => ({
    figure: p99(xs), unit: 'ms', p50: pct(xs, 50), p99: p99(xs), reference: p99(ref), ratio: p99(ref) > 0 ? p99(xs) / p99(ref) : null,
    ...(target === undefined ? {} : { target: `p99 < ${target} ms`, pass: p99(xs) < target }),
  });
  rows.push({ measurement: `search: suggestions at ${int(large)} docs (target p99 < 5 ms)`, result: `${p5099(l.suggest)} ${verdict(p99(l.suggest) < 5)}`, baseline: `${int(small)} docs: ${p5099(s.suggest)}`, ratio: ratio(p99(l.suggest), p99(s.suggest)), data: latency(l.suggest, s.suggest, 5) });
  rows.push({ measurement: `search: full search, all queries (target p99 < 20 ms, aim 10)`, result: `${p5099(all(l))} ${verdict(p99(all(l)) < 20)}`, baseline: p5099(all(s)), ratio: ratio(p99(all(l)), p99(all(s))), data: latency(all(l), all(s), 10) });
  for (const kind of Object.keys(FULL))
    rows.push({ measurement: `search: full search, ${kind}`, result: p5099(l.full[kind]!), baseline: p5099(s.full[kind]!), ratio: ratio(p99(l.full[kind]!), p99(s.full[kind]!)), data: latency(l.full[kind]!, s.full[kind]!) });
  const sum = (m: Memory | null) => (m ? m.v8 + m.buffers : 0);
  rows.push({ measurement: `search: index heap, built (target < 250 MB)`, result: `${mb(l.heap)}${l.heap ? ` ${verdict(sum(l.heap) < 250 * MB)}` : ''}`, baseline: mb(s.heap), ratio: l.heap && s.heap ? ratio(sum(l.heap), sum(s.heap)) : 'n/a' });
  rows.push({ measurement: `search: index heap, loaded from snapshot`, result: mb(l.loadedHeap), baseline: mb(s.loadedHeap), ratio: l.loadedHeap && s.loadedHeap ? ratio(sum(l.loadedHeap), sum(s.loadedHeap)) : 'n/a' });
  rows.push({ measurement: `search: build from the read model`, result: ms(l.buildMs), baseline: ms(s.buildMs), ratio: ratio(l.buildMs, s.buildMs) });
  rows.push({ measurement: `search: snapshot size`, result: kb(l.snapshotBytes), baseline: kb(s.snapshotBytes), ratio: ratio(l.snapshotBytes, s.snapshotBytes) });
  rows.push({ measurement: `search: restart, index ready from snapshot (target < 3 s)`, result: `${ms(l.loadMs)} ${verdict(l.loadMs < 3000)}`, baseline: ms(s.loadMs), ratio: ratio(l.loadMs, s.loadMs) });
  const notes = [`search corpus: ${int(l.docs)} documents of ~1,300 characters (Zipf vocabulary of ${int(30_000 + DOMAIN.length + ACCENTED.length)} words); ${runs} runs per query`];
  if (!gc) notes.push('search: index heap not measured (node --expose-gc)');
  return { rows, notes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const large = Number(process.env.BENCH_SEARCH_DOCS ?? 100_000);
  const { rows, notes } = searchRows({ large, progress: (m) => process.stderr.write(`  … ${m}\n`) });
  console.log(table(rows));
  for (const n of notes) console.log(n);
}
