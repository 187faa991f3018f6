/** Formatting for the benchmark table. */

export const int = (n: number) => Math.round(n).toLocaleString('en-US');
/** autocannon reports whole milliseconds, so its 0 means under 1 ms. */
export const ms = (n: number) => (n === 0 ? '<1 ms' : n >= 10 ? `${Math.round(n)} ms` : `${n.toFixed(n >= 1 ? 1 : 2)} ms`);
export const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(a / b >= 0.1 ? 2 : 3)}×` : 'n/a');
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const secs = (s: number) => `${s.toFixed(1)} s`;

export interface Row {
  measurement: string;
  result: string;
  baseline: string;
  ratio: string;
  /** The row's numbers for bench/results.json (results.ts); the strings above are for people. */
  data?: Figures;
}

/** One row's numbers: latencies in ms; `ratio` is figure / reference unless the row says otherwise. */
export interface Figures {
  figure: number | null;
  unit: string;
  p50?: number;
  p99?: number;
  reference?: number | null;
  ratio?: number | null;
  /** The target as written in issue 14 ('ratio >= 0.5', 'p99 < 10 ms'), absent when there is none. */
  target?: string;
  /** Whether the target is met; absent when there is no target. */
  pass?: boolean;
}

/** Figures of a load run next to its reference run, with an optional ratio target (`ratio >= min`). */
export function loadFigures(r: { rps: number; p50: number; p99: number }, ref: { rps: number } | null, minRatio?: number): Figures {
  const q = ref && ref.rps > 0 ? r.rps / ref.rps : null;
  const out: Figures = { figure: r.rps, unit: 'req/s', p50: r.p50, p99: r.p99, reference: ref?.rps ?? null, ratio: q };
  if (minRatio !== undefined) Object.assign(out, { target: `ratio >= ${minRatio}`, pass: q !== null && q >= minRatio });
  return out;
}

/** Left-aligned columns sized to their widest cell, with a rule under the heading. */
export function table(rows: Row[]): string {
  const head: Row = { measurement: 'measurement', result: 'result', baseline: 'baseline (same run)', ratio: 'ratio' };
  const cols = ['measurement', 'result', 'baseline', 'ratio'] as const;
  const width = Object.fromEntries(cols.map((c) => [c, Math.max(...[head, ...rows].map((r) => r[c].length))])) as Record<(typeof cols)[number], number>;
  const line = (r: Row) => cols.map((c) => r[c].padEnd(width[c])).join('  ').trimEnd();
  const rule = cols.map((c) => '-'.repeat(width[c])).join('  ');
  return [line(head), rule, ...rows.map(line)].join('\n');
}
