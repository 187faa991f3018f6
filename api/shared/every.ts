/**
 * A periodic job off the request path, unref'd: an error it throws (or a promise it rejects) goes
 * to `onError`, and the next tick tries again. A throw from a bare `setInterval` callback ends
 * the process: under T35's random EIO, one failed read of the read model's CURRENT pointer in the
 * once-a-second swap check took the whole API down.
 */
export function every(ms: number, job: () => unknown, onError: (err: unknown) => void = () => undefined): NodeJS.Timeout {
  const timer = setInterval(() => {
    try {
      const done = job();
      if (done instanceof Promise) done.catch(onError);
    } catch (err) {
      onError(err);
    }
  }, ms);
  timer.unref();
  return timer;
}
