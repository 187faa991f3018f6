import { unavailable } from './errors.js';

/**
 * At most `concurrency` runs of some costly work at once per process, at most `maxQueue` callers
 * waiting for a turn (first come, first served), and a 503 with Retry-After for anyone past them:
 * never an unbounded queue, whose waiting requests hold their bodies in memory and whose last
 * caller would wait minutes for an answer. `retryAfterSeconds` is roughly how long the queue
 * takes to drain. `active` and `peak` are there for tests and logs.
 */
export class WorkGate {
  private running = 0;
  private highest = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly opts: { concurrency: number; maxQueue: number; retryAfterSeconds: number; busyMessage?: string },
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** The most runs at once since the gate was made. */
  get peak(): number {
    return this.highest;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.opts.concurrency) {
      if (this.waiting.length >= this.opts.maxQueue) throw unavailable(this.opts.busyMessage, this.opts.retryAfterSeconds);
      // The slot is handed over by the finishing run (running is not decremented then), so a
      // caller arriving meanwhile cannot overtake the queue.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    this.highest = Math.max(this.highest, this.running);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
