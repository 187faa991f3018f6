import type { Deps } from '../shared/deps.js';

type SweepDeps = Pick<Deps, 'rm' | 'keys' | 'now' | 'log'>;

/**
 * Unconfirmed sign-ups past their 48 hours (issue 13) are erased like a deleted account: their
 * key is destroyed, so the address, name and password hash they left sealed in the log are
 * unreadable from then on, in every replay too. Their `pending_users` rows stay (sealed values a
 * replay gives back the same), so each sweep looks only at deadlines passed since the last one.
 */
export function signUpSweeper(deps: SweepDeps) {
  let since = '';
  return function sweep(): number {
    const now = deps.now().toISOString();
    const rows = deps.rm
      .stmt<[string, string], { id: number }>("SELECT id FROM pending_users WHERE pending_until > ? AND pending_until <= ? AND pending_until <> ''")
      .all(since, now);
    let erased = 0;
    for (const { id } of rows)
      if (deps.keys.find(id)) {
        deps.keys.destroy(id);
        erased += 1;
      }
    since = now;
    if (erased) deps.log.info({ event: 'signups_expired', count: erased, outcome: 'erased' }, 'unconfirmed sign-ups erased');
    return erased;
  };
}

/** Sweeps at start and every 10 minutes (a timer, never a request); returns the stop function. */
export function startSignUpSweeper(deps: SweepDeps, everyMs = 10 * 60_000): () => void {
  const sweep = signUpSweeper(deps);
  const run = () => {
    try {
      sweep();
    } catch (err) {
      deps.log.warn({ err }, 'could not sweep expired sign-ups');
    }
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
