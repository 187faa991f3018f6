import autocannon, { type Options, type Result } from 'autocannon';

export interface LoadResult {
  /** Successful (2xx) responses per second over the measured window. */
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  seconds: number;
  /** 2xx responses in each wall-clock second, to show drift during a run. */
  perSecond: number[];
}

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds: number;
  /** A short unmeasured run first, so the JIT and caches are warm. */
  warmupSeconds?: number;
}

function run(opts: Options, perSecond?: number[]): PromiseLike<Result> {
  const started = Date.now();
  const instance = autocannon(opts);
  if (perSecond)
    instance.on('response', (_client: unknown, status: number) => {
      if (status < 200 || status >= 300) return;
      const s = Math.floor((Date.now() - started) / 1000);
      perSecond[s] = (perSecond[s] ?? 0) + 1;
    });
  return instance;
}

/** Drives `spec.url` with autocannon (default 10 connections) and summarises it. */
export async function load(spec: LoadSpec): Promise<LoadResult> {
  const opts: Options = {
    url: spec.url,
    method: spec.method ?? 'GET',
    headers: spec.headers ?? {},
    connections: spec.connections ?? 10,
    pipelining: 1,
    timeout: 10,
  };
  if (spec.body !== undefined) opts.body = spec.body;
  if (spec.warmupSeconds) await run({ ...opts, duration: spec.warmupSeconds });
  const perSecond: number[] = [];
  const result = await run({ ...opts, duration: spec.seconds }, perSecond);
  const seconds = result.duration;
  const ok = result['2xx'];
  return {
    rps: ok / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    seconds,
    perSecond: perSecond.slice(0, Math.floor(seconds)).map((n) => n ?? 0),
  };
}

/** The q-quantile of ascending `sorted` (nearest rank); NaN when empty. */
export const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : Number.NaN);

/** One connection's requests: its own headers (a member's cookie), body and answer check. */
export interface ConnectionSpec {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The next request's body: called before each send (and once more after the last). */
  body(): string;
  /** Checks a 2xx answer to the body built last: returns why it is wrong, or null. */
  check?(status: number, body: string): string | null;
  /** Called after the warm-up: a request in flight when it stopped may have changed what `check` expects. */
  resync?(): Promise<void>;
}

export interface ConnectionsResult extends LoadResult {
  /** From every response's own time (ms, not rounded as autocannon's histogram is). */
  p95: number;
  samples: number;
  /** Answers the check refused, with the first reason. */
  wrong: number;
  firstWrong: string | null;
}

/**
 * Closed-loop load with one autocannon connection per spec (each its own instance, so each keeps
 * its own cookie and state), all at once for `seconds`; latencies are taken from every response,
 * across connections, so p50/p95/p99 are exact rather than merged per instance.
 */
export async function loadConnections(url: string, specs: ConnectionSpec[], seconds: number, warmupSeconds = 0): Promise<ConnectionsResult> {
  const go = async (duration: number, measure: boolean) => {
    const latencies: number[] = [];
    let wrong = 0;
    let firstWrong: string | null = null;
    const perSecond: number[] = [];
    const started = Date.now();
    const instances = specs.map((spec) => {
      const req = {
        method: spec.method ?? 'POST',
        headers: spec.headers ?? {},
        setupRequest: (r: { body?: string }) => {
          r.body = spec.body();
          return r;
        },
        // Checked in the warm-up too: a check may keep state (the member's current vote).
        onResponse: (status: number, body: string) => {
          if (!spec.check || status < 200 || status >= 300) return;
          const why = spec.check(status, body);
          if (why !== null && measure) {
            wrong += 1;
            firstWrong ??= why;
          }
        },
      };
      const instance = autocannon({ url, connections: 1, pipelining: 1, timeout: 10, duration, requests: [req] });
      if (measure)
        instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
          latencies.push(ms);
          if (status < 200 || status >= 300) return;
          const s = Math.floor((Date.now() - started) / 1000);
          perSecond[s] = (perSecond[s] ?? 0) + 1;
        });
      return instance;
    });
    const results = await Promise.all(instances);
    return { results, latencies, wrong, firstWrong, perSecond };
  };
  if (warmupSeconds) {
    await go(warmupSeconds, false);
    // autocannon stops with a request of each connection written and unanswered: the server still
    // carries it out, so give those a moment to land before reading the state back.
    if (specs.some((s) => s.resync)) await new Promise((resolve) => setTimeout(resolve, 1000));
    await Promise.all(specs.map((s) => s.resync?.()));
  }
  const { results, latencies, wrong, firstWrong, perSecond } = await go(seconds, true);
  const elapsed = Math.max(...results.map((r) => r.duration));
  const ok = results.reduce((a, r) => a + r['2xx'], 0);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps: ok / elapsed,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    samples: sorted.length,
    ok,
    non2xx: results.reduce((a, r) => a + r.non2xx, 0),
    errors: results.reduce((a, r) => a + r.errors + r.timeouts, 0),
    seconds: elapsed,
    perSecond: perSecond.slice(0, Math.floor(elapsed)).map((n) => n ?? 0),
    wrong,
    firstWrong,
  };
}
