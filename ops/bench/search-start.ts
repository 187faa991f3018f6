/**
 * The first 1,000 queries after a start (issue 26): a fresh process (the bench's flags, tsx's
 * loader, a cold JIT) opens the corpus's read model, loads the index from the snapshot as a
 * web process does on start, and times its first 1,000 queries as readers send them: a full
 * search and a suggestion in turn, every string new, every kind in turn. It sends its figures
 * back over IPC. Run by search.ts; `node --import tsx ops/bench/search-start.ts <corpus dir>`.
 */
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { searchIndexFor } from '../../api/search/index.js';
import { warmSearch } from '../../api/search/queries.js';
import { ms } from './report.js';
import { openCorpus } from './search-corpus.js';
import { QUERY_KINDS, queryGenerator } from './search-queries.js';
import { freshSearch, freshSuggestion } from './search-timing.js';

export interface StartFigures {
  all: number[];
  full: number[];
  suggest: number[];
  notes: string[];
}

const QUERIES = 1000;
const self = fileURLToPath(import.meta.url);

export function startRows(dir: string): Promise<StartFigures> {
  return new Promise((resolve, reject) => {
    const p = fork(self, [dir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let got: StartFigures | undefined;
    p.once('message', (m) => (got = m as StartFigures));
    p.once('error', reject);
    p.once('exit', (code) => (got && code === 0 ? resolve(got) : reject(new Error(`search-start.ts exited with code ${code}`))));
  });
}

async function child(dir: string): Promise<void> {
  const { deps, rm } = openCorpus(dir);
  const t0 = performance.now();
  searchIndexFor(deps).sync();
  const readyMs = performance.now() - t0;
  // As api/app.ts starts: the query path warmed on the index's own words before the first reader.
  const t1 = performance.now();
  const warmed = warmSearch(deps);
  const warmMs = performance.now() - t1;
  const gen = queryGenerator(424242);
  const full: number[] = [];
  const suggest: number[] = [];
  const all: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const kind = QUERY_KINDS[Math.floor(i / 2) % QUERY_KINDS.length]!;
    const t = i % 2 === 0 ? freshSearch(deps, gen.next(kind)) : freshSuggestion(deps, gen.suggestion(kind));
    (i % 2 === 0 ? full : suggest).push(t);
    all.push(t);
  }
  rm.close();
  const notes = [`search start: a fresh process had the index ready from the snapshot in ${ms(readyMs)}, warmed its query path as the app's start does (${warmed} searches of the index's own words, ${ms(warmMs)}), then answered ${QUERIES} never-seen queries (a full search and a suggestion in turn, every kind in turn), the first query of all ${ms(all[0]!)}.`];
  process.send!({ all, full, suggest, notes } satisfies StartFigures, () => process.exit(0));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await child(process.argv[2]!);
