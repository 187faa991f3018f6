/**
 * The search bench's corpus (issue 12): articles, interviews and threads of ~1,300 characters with
 * a Zipf-distributed vocabulary of real and made-up words, some accented, written straight into a
 * read model's `search_documents` as the projection would write them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { searchServices } from '../../api/search/index.js';
import { mulberry32 } from '../../api/shared/prng.js';
import type { SearchDeps } from '../../api/search/queries.js';
import { schemaOf } from '../../projections/projection.js';
import { ReadModel } from '../../projections/read-db.js';
import { searchDocId, searchProjection, type SearchKind } from '../../projections/search/search.projection.js';
import { writeSynonymTable } from './search-synonyms.js';

export const DOMAIN = `health sexual consent partner communication relationship pleasure intimacy safety contraception testing anatomy
  boundaries aftercare desire arousal orgasm condom lubricant hormone fertility pregnancy menstruation libido therapy therapist anxiety
  trust emotional physical touch massage fantasy toys kink bdsm queer gender identity orientation dating couples marriage conflict
  listening honesty respect pain comfort vulbodyna prostate clitoris vagina penis erection ejaculation menopause puberty education
  infection symptoms treatment doctor clinic prevention vaccine hpv herpes chlamydia gonorrhea syphilis hiv prep pep screening
  masturbation solo exploration technique position rhythm breathing mindfulness stress sleep exercise nutrition medication side
  effects pelvic floor muscles strength confidence body image shame guilt religion culture family friends community support forum
  question answer expert interview review product quality price material silicone glass water based oil latex allergy sensitive
  skin care hygiene shower towel bedroom lighting music mood schedule spontaneous planning talk listen feelings needs wants limits
  safeword check negotiation agreement`.split(/\s+/).filter(Boolean);
export const ACCENTED = ['émotion', 'café', 'naïve', 'résumé', 'fiancée', 'désir', 'plaisir', 'santé'];
const FILLER = ['the', 'and', 'of', 'to', 'a', 'in', 'is', 'for', 'with', 'that', 'on', 'as', 'it', 'be', 'can', 'your', 'you', 'are'];

/** The corpus and queries draw from a seeded generator: the same seed, the same corpus. */
export const rng = mulberry32;

/** 200 real words, then 30,000 made-up ones, drawn with Zipf's law (rank^-1.05). */
export function vocabulary(rnd: () => number) {
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
  deps: BenchDeps;
}

/** What the benches search with: the read model and services holding the app's search index (api/services.ts). */
export type BenchDeps = SearchDeps & { log: pino.Logger; config: { files: { searchSnapshot: string } } };

type Vocabulary = ReturnType<typeof vocabulary>;
const KINDS: SearchKind[] = ['article', 'article', 'interview', 'thread'];
const CATEGORIES = ['sexual_health', 'relationship_dynamics', 'techniques_pleasure', 'product_reviews', 'expert_qa'];

/** One document's title and ~1,300 characters of body. */
function docText(rnd: () => number, v: Vocabulary): { title: string; body: string } {
  const sentence = () => {
    const len = 8 + Math.floor(rnd() * 12);
    const ws = Array.from({ length: len }, () => (rnd() < 0.35 ? FILLER[Math.floor(rnd() * FILLER.length)]! : v.pick()));
    return `${ws.join(' ')}.`;
  };
  const title = Array.from({ length: 4 + Math.floor(rnd() * 5) }, () => v.pick()).join(' ');
  let body = '';
  while (body.length < 1_300) body += `${sentence()} `;
  return { title: title.charAt(0).toUpperCase() + title.slice(1), body: body.trim() };
}

const UPSERT = `INSERT INTO search_documents (doc_id, seq, visible, title, body, slug, category, expert_id, expert_name)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(doc_id) DO UPDATE SET seq = excluded.seq, visible = excluded.visible, title = excluded.title, body = excluded.body`;

/** The row of item i (kinds in turn) with the given text and seq. */
const rowOf = (i: number, seq: number, visible: number, t: { title: string; body: string }) => {
  const kind = KINDS[i % KINDS.length]!;
  return [searchDocId(kind, i), seq, visible, t.title, t.body, kind === 'thread' ? null : `doc-${i}`,
    kind === 'article' ? CATEGORIES[i % 5] : kind === 'thread' ? 'General Discussion' : null,
    kind === 'interview' ? 1 + (i % 20) : null, kind === 'interview' ? `Dr. Expert ${1 + (i % 20)}` : null];
};

function depsOf(rm: ReadModel, dir: string): BenchDeps {
  const deps = { rm, log: pino({ level: 'silent' }), config: { files: { searchSnapshot: join(dir, 'search-index.bin') } } };
  return { ...deps, services: searchServices(deps) };
}

/** A read model holding `n` search documents (kinds in turn), as the projection would write them. */
export function corpus(n: number, seed = 12): Corpus {
  const dir = mkdtempSync(join(tmpdir(), `osg-bench-search-${n}-`));
  const rm = new ReadModel(join(dir, 'read-model'));
  const db = rm.connection;
  db.exec(schemaOf(searchProjection));
  writeSynonymTable(db);
  const rnd = rng(seed);
  const v = vocabulary(rnd);
  const insert = db.prepare(UPSERT);
  db.transaction(() => {
    for (let i = 1; i <= n; i++) insert.run(...rowOf(i, i, 1, docText(rnd, v)));
  })();
  return { rm, dir, deps: depsOf(rm, dir) };
}

/** The corpus another process made (the restart rows open it in a child process). */
export function openCorpus(dir: string): Corpus {
  const rm = new ReadModel(join(dir, 'read-model'));
  return { rm, dir, deps: depsOf(rm, dir) };
}

/**
 * `count` changes as writers make them, each taking the next seq: a third new documents, a third
 * edits of existing ones (new text), a third removals (tombstones), over the first `n` items.
 */
export function changeDocuments(c: Corpus, n: number, count: number, seed = 99): void {
  const db = c.rm.connection;
  const rnd = rng(seed);
  const v = vocabulary(rng(12));
  const upsert = db.prepare(UPSERT);
  let seq = (db.prepare('SELECT max(seq) AS s FROM search_documents').get() as { s: number }).s;
  let next = Math.floor((db.prepare('SELECT max(doc_id) AS d FROM search_documents').get() as { d: number }).d / 4) + 1;
  db.transaction(() => {
    for (let k = 0; k < count; k++) {
      const r = k % 3;
      if (r === 0) upsert.run(...rowOf(next++, ++seq, 1, docText(rnd, v)));
      else upsert.run(...rowOf(1 + Math.floor(rnd() * n), ++seq, r === 1 ? 1 : 0, r === 1 ? docText(rnd, v) : { title: '', body: '' }));
    }
  })();
}
