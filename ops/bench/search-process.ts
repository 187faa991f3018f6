/**
 * The search rows in a fresh process. In a full `npm run bench` the search group ran in the bench's
 * own process after the http, writes, replay, scale and pages groups, whose garbage (hundreds of MB
 * of old generation) the collector then walked during the timed queries: the same code measured
 * p99 3.5 ms alone (BENCH_ONLY=search) and 8.3 ms there. A web process never carries the harness's
 * heap, so the full bench runs this file as a child (same node flags) and reads its rows over IPC.
 * Run alone: `node --expose-gc --import tsx ops/bench/search-process.ts` prints the rows as JSON.
 */
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Row } from './report.js';
import { searchRows } from './search.js';

export interface SearchSection {
  rows: Row[];
  notes: string[];
}

const self = fileURLToPath(import.meta.url);

/** Forks this file with the parent's node flags; relays its progress lines; resolves with its rows. */
export function searchRowsInFreshProcess(progress: (m: string) => void): Promise<SearchSection> {
  return new Promise((resolve, reject) => {
    const child = fork(self, [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let section: SearchSection | undefined;
    child.on('message', (m: { progress?: string; section?: SearchSection }) => {
      if (m.progress) progress(m.progress);
      if (m.section) section = m.section;
    });
    child.on('error', reject);
    child.on('exit', (code) => (section ? resolve(section) : reject(new Error(`search bench process exited with ${code} and no rows`))));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const send = process.send?.bind(process);
  const section = await searchRows({ progress: (m) => (send ? send({ progress: m }) : process.stderr.write(`  … ${m}\n`)) });
  if (send) send({ section }, () => process.disconnect());
  else console.log(JSON.stringify(section, null, 2));
}
