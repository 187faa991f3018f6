import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WorkGate } from '../shared/work-gate.js';
import type { RasterAnswer, RasterJob } from './raster-process.js';

/**
 * PNGs are rendered in a child process (raster-process.ts), never in the API process. Once in
 * about fifteen runs a server that had rendered images and got SIGTERM hung inside process.exit()
 * for good (issue 24): main thread in a futex wait, two `tokio-runtime-w` threads beside it.
 * @resvg/resvg-js is the only addon here with a tokio runtime; it starts its two worker threads
 * at the first `new Resvg` and never stops them, and it links its own allocator (mimalloc), which
 * registers an atexit() handler: exit() runs that handler after Node has stopped its own threads
 * but with the tokio threads still alive: the likeliest place for that wait (not reproduced here
 * in a few hundred runs; the child takes every such path out of the API process either way). A child process is ended with SIGKILL, which runs no exit handler and which no
 * thread can delay. It also takes the renders (tens of milliseconds each, synchronous) off the
 * API's event loop.
 *
 * One render at a time (the child is single-threaded), 64 waiting, then 503. A render that takes
 * longer than RENDER_TIMEOUT_MS kills the child (the next job starts a new one). The child is
 * started on the first job and killed after IDLE_MS without one: published images are cached on
 * disk, so it is seldom needed.
 */
const RENDER_TIMEOUT_MS = 30_000;
const IDLE_MS = 60_000;

// The server bundle (ops/build-server.mjs) emits raster-process.js beside itself; from the
// sources (tests, tsx) the child runs the TypeScript file under tsx.
const fromSource = import.meta.url.endsWith('.ts');
const entry = fileURLToPath(new URL(fromSource ? './raster-process.ts' : './raster-process.js', import.meta.url));

interface Pending {
  child: ChildProcess;
  resolve(png: Buffer): void;
  reject(err: Error): void;
}

export class Rasterizer {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private readonly gate = new WorkGate({ concurrency: 1, maxQueue: 64, retryAfterSeconds: 5 });
  private seq = 0;
  private idle: NodeJS.Timeout | undefined;
  private stopped = false;

  /** An SVG document to PNG at its own size. */
  svg(svg: string): Promise<Buffer> {
    return this.gate.run(() => this.send({ id: ++this.seq, svg }));
  }

  /** An article's Open Graph image (laid out in the child, which has the font's measurements). */
  og(input: { title: string; category: string }): Promise<Buffer> {
    return this.gate.run(() => this.send({ id: ++this.seq, og: { title: input.title, category: input.category } }));
  }

  /** The child's pid while it runs (tests). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Kills the child at once; later jobs are refused. Idempotent. */
  stop(): void {
    this.stopped = true;
    this.kill(new Error('the image renderer is stopped'));
  }

  private send(job: RasterJob): Promise<Buffer> {
    if (this.stopped) return Promise.reject(new Error('the image renderer is stopped'));
    clearTimeout(this.idle);
    const child = this.child ?? this.start();
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        const err = new Error(`an image render took over ${RENDER_TIMEOUT_MS} ms`);
        if (this.child === child) this.kill(err);
        else this.pending.get(job.id)?.reject(err);
      }, RENDER_TIMEOUT_MS);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        this.pending.delete(job.id);
        if (this.pending.size === 0 && this.child === child) this.idle = setTimeout(() => this.kill(), IDLE_MS).unref();
      };
      this.pending.set(job.id, {
        child,
        resolve: (png) => (done(), resolve(png)),
        reject: (err) => (done(), reject(err)),
      });
      child.send(job, (err) => {
        if (err) this.kill(err);
      });
    });
  }

  private start(): ChildProcess {
    const child = fork(entry, [], {
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // Whatever way this process ends (process.exit, the forced exit), the child goes with it.
    const onExit = () => child.kill('SIGKILL');
    process.once('exit', onExit);
    child.on('message', (answer: RasterAnswer | { ready: true }) => {
      if (!('id' in answer)) return;
      const waiter = this.pending.get(answer.id);
      if ('png' in answer) waiter?.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
      else waiter?.reject(new Error(`image render failed: ${answer.error}`));
    });
    child.on('error', (err) => this.kill(err));
    child.once('exit', (code, signal) => {
      process.removeListener('exit', onExit);
      if (this.child === child) this.child = null;
      this.failAll(child, new Error(`the image renderer exited (${signal ?? code})`));
    });
    // An idle child (or its channel) does not keep the API process alive.
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private kill(reason?: Error): void {
    clearTimeout(this.idle);
    const child = this.child;
    this.child = null;
    if (!child) return;
    child.kill('SIGKILL');
    this.failAll(child, reason ?? new Error('the image renderer was stopped'));
  }

  /** Only the jobs sent to `child`: a job already sent to its successor is not failed by its exit. */
  private failAll(child: ChildProcess, err: Error) {
    for (const waiter of [...this.pending.values()]) if (waiter.child === child) waiter.reject(err);
  }
}
