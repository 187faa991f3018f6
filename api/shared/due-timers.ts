/** setTimeout's longest delay; a time further off is armed by a later sweep. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * In-process timers that fire at a time, at most one per key (a scheduled publication, a
 * scheduled send), and the periodic sweep that finds what is due and re-arms what a restart lost
 * (the durable record is in the log; a timer is only a hint). All unref'd, so they never keep a
 * process alive.
 */
export function dueTimers<K>(now: () => Date, sweep: { everyMs: number; run: () => void }) {
  const timers = new Map<K, NodeJS.Timeout>();
  const sweeper = setInterval(sweep.run, sweep.everyMs);
  sweeper.unref();
  return {
    has: (key: K) => timers.has(key),
    /** Arms `fire` for `at` unless `key` has a timer or `at` is beyond a timer's reach; true when armed. */
    arm(key: K, at: string, fire: () => void): boolean {
      if (timers.has(key)) return false;
      const delay = Date.parse(at) - now().getTime();
      if (delay > MAX_TIMER_MS) return false;
      const t = setTimeout(() => {
        timers.delete(key);
        fire();
      }, Math.max(0, delay));
      t.unref();
      timers.set(key, t);
      return true;
    },
    /** Stops the sweep and clears every timer. */
    stop() {
      clearInterval(sweeper);
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
