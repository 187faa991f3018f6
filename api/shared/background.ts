import type { Logger } from 'pino';

/**
 * Work done after the answer has been sent, in order, one task at a time (an in-process
 * queue). For requests whose answer must not depend on what the work finds (a password
 * reset says the same thing whether or not the address has an account, T9): the request
 * path does no per-account work, so its timing tells nothing. Failures are logged, never
 * thrown at the client, which has already been answered.
 */
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task queued so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Each task starts a moment after it was queued, so its synchronous parts (an fsync'd append,
 * a file write) never run between the answer being written and the client reading it: with
 * setImmediate a client in the same process (tests, a proxy) would see the work in its timing.
 */
const START_DELAY_MS = 10;

export function createBackground(log: Logger): Background {
  let tail: Promise<void> = Promise.resolve();
  return {
    run(name, task) {
      tail = tail
        .then(() => new Promise<void>((resolve) => setTimeout(resolve, START_DELAY_MS)))
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'));
    },
    async idle() {
      let seen: Promise<void>;
      do {
        seen = tail;
        await seen;
      } while (seen !== tail);
    },
  };
}
