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
