import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, type Figures, type Row } from './report.js';

/**
 * Every `npm run bench` writes its results (issue 14): bench/results.json for machines and
 * bench/results.md for people, both from the same rows, each file replaced whole (temp file,
 * rename) so a crashed run never leaves half a table. BENCH_RESULTS_DIR writes them elsewhere.
 */

export interface RunMeta {
  date: string;
  node: string;
  cpus: number;
  cpuModel: string;
  platform: string;
  /** 1, 5 and 15 minute load averages before the first measurement. */
  loadBefore: number[];
  /** Every knob's value in this run (defaults included) and the groups run. */
  settings: Record<string, string | number>;
  groups: string[];
  /** Only some groups ran (BENCH_ONLY). */
  partial: boolean;
  /** The knobs set in the environment (the rest are defaults): a short run shows here. */
  changed: Record<string, string>;
  seconds: number;
}

export interface GroupRows {
  group: string;
  rows: Row[];
  notes: string[];
}

export const RESULTS_DIR = process.env.BENCH_RESULTS_DIR || fileURLToPath(new URL('../../bench/', import.meta.url));

interface JsonRow extends Partial<Figures> {
  group: string;
  name: string;
  result: string;
  referenceText: string;
  ratioText: string;
}

const jsonRow = (group: string, r: Row): JsonRow => ({ group, name: r.measurement, ...(r.data ?? {}), result: r.result, referenceText: r.baseline, ratioText: r.ratio });
const missed = (rows: JsonRow[]) => rows.filter((r) => r.pass === false);
const cell = (s: string | number | undefined | null) => (s === undefined || s === null ? '' : String(s).replace(/\|/g, '\\|'));
const verdict = (r: JsonRow) => (r.pass === undefined ? '' : r.pass ? 'PASS' : '**FAIL**');
const num = (x: number | null | undefined, unit = '') => (x === null || x === undefined || !Number.isFinite(x) ? '' : `${x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(2)}${unit}`);

function markdown(meta: RunMeta, rows: JsonRow[], notes: string[]): string {
  const lines = [
    '# `npm run bench` results',
    '',
    `Written by \`npm run bench\` (ops/bench/main.ts) on ${meta.date}; the same rows are in [results.json](results.json). Each figure sits next to a reference measured in the same run on the same machine.`,
    '',
    `- Machine: ${meta.cpus} CPUs (${meta.cpuModel}), ${meta.platform}, Node ${meta.node}; load average before the run ${meta.loadBefore.map((l) => l.toFixed(2)).join(' ')}.`,
    `- Groups: ${meta.groups.join(', ')}${meta.partial ? ' (a partial run: BENCH_ONLY)' : ''}; finished in ${meta.seconds.toFixed(0)} s.`,
    `- Set for this run: ${Object.entries(meta.changed).map(([k, v]) => `${k}=${v}`).join(', ') || 'nothing (every knob at its default)'}.`,
    `- Settings: ${Object.entries(meta.settings).map(([k, v]) => `${k}=${v}`).join(', ')}.`,
    '',
    '| group | measurement | result | p50 | p99 | reference (same run) | ratio | target | |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${cell(r.group)} | ${cell(r.name)} | ${cell(r.result)} | ${r.p50 === undefined ? '' : ms(r.p50)} | ${r.p99 === undefined ? '' : ms(r.p99)} | ${cell(r.referenceText)} | ${cell(r.ratio === undefined ? r.ratioText : num(r.ratio))} | ${cell(r.target)} | ${verdict(r)} |`),
    '',
    '## Targets missed',
    '',
    ...(missed(rows).length ? missed(rows).map((r) => `- ${r.name}: ${r.result}; ratio ${num(r.ratio) || r.ratioText} against target ${r.target}.`) : ['- none in this run.']),
    ...(missed(rows).length ? ['', 'What was profiled and tried for each missed target, with figures before and after: [tried.md](tried.md).'] : []),
    '',
    '## Notes',
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ];
  return lines.join('\n');
}

function replace(file: string, text: string) {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** Writes results.json and results.md into `dir`; returns their paths. */
export function writeResults(meta: RunMeta, groups: GroupRows[], dir = RESULTS_DIR): string[] {
  mkdirSync(dir, { recursive: true });
  const rows = groups.flatMap((g) => g.rows.map((r) => jsonRow(g.group, r)));
  const notes = groups.flatMap((g) => g.notes);
  const json = join(dir, 'results.json');
  const md = join(dir, 'results.md');
  replace(json, `${JSON.stringify({ meta, rows, missedTargets: missed(rows).map((r) => r.name), notes }, null, 2)}\n`);
  replace(md, markdown(meta, rows, notes));
  return [json, md];
}
