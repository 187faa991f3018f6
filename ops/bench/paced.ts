import { quantile } from './http-load.js';

/**
 * An open-loop client at a fixed rate (the soak rows, SECURITY T39): request k of a stream is sent
 * at start + k / rate whether or not earlier ones have answered, and its latency runs from that
 * planned moment to the end of the answer's body, so a slow server (or a late client) shows in the
 * latencies instead of lowering the rate (no coordinated omission). Keep-alive connections through
 * Node's fetch; every answer is read whole.
 */

export interface PacedRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Checks a 2xx answer: why it is wrong, or null. */
  check?(status: number, text: string): string | null;
}

export interface PacedStream {
  label: string;
  rate: number;
  /** The k-th request of the stream. */
  make(k: number): PacedRequest;
}

export interface PacedResult {
  label: string;
  rate: number;
  sent: number;
  answered: number;
  ok: number;
  non2xx: number;
  status5xx: number;
  errors: number;
  wrong: number;
  firstProblem: string | null;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Latest a request left after its planned moment (the client's own lateness), ms. */
  lateMax: number;
  seconds: number;
}

/** At most this many requests of one stream in flight; beyond, a request counts as an error (the server has stalled). */
const MAX_IN_FLIGHT = 1000;

export async function paced(baseUrl: string, streams: PacedStream[], seconds: number): Promise<PacedResult[]> {
  const start = performance.now();
  const end = start + seconds * 1000;
  const runs = streams.map(async (s): Promise<PacedResult> => {
    const latencies: number[] = [];
    const r = { sent: 0, ok: 0, non2xx: 0, status5xx: 0, errors: 0, wrong: 0, firstProblem: null as string | null, lateMax: 0 };
    const problem = (why: string) => (r.firstProblem ??= why);
    let inFlight = 0;
    const pending = new Set<Promise<void>>();
    const one = async (k: number, planned: number) => {
      const req = s.make(k);
      inFlight += 1;
      try {
        const res = await fetch(baseUrl + req.path, { method: req.method ?? 'GET', headers: req.headers, body: req.body, signal: AbortSignal.timeout(10_000) });
        const text = await res.text();
        latencies.push(performance.now() - planned);
        if (res.status >= 500) r.status5xx += 1;
        if (res.status < 200 || res.status >= 300) {
          r.non2xx += 1;
          problem(`${res.status} ${text.slice(0, 160)}`);
          return;
        }
        r.ok += 1;
        const why = req.check?.(res.status, text) ?? null;
        if (why !== null) {
          r.wrong += 1;
          problem(why);
        }
      } catch (err) {
        r.errors += 1;
        problem((err as Error).message);
      } finally {
        inFlight -= 1;
      }
    };
    const interval = 1000 / s.rate;
    for (let k = 0; ; k++) {
      const planned = start + k * interval;
      if (planned >= end) break;
      const wait = planned - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      r.lateMax = Math.max(r.lateMax, performance.now() - planned);
      r.sent += 1;
      if (inFlight >= MAX_IN_FLIGHT) {
        r.errors += 1;
        problem(`more than ${MAX_IN_FLIGHT} requests in flight`);
        continue;
      }
      const p = one(k, planned);
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
    await Promise.all(pending);
    const sorted = latencies.sort((a, b) => a - b);
    return {
      label: s.label,
      rate: s.rate,
      ...r,
      answered: sorted.length,
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      p99: quantile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      seconds: (performance.now() - start) / 1000,
    };
  });
  return Promise.all(runs);
}
