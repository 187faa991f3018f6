import type { prng } from '../synthetic.js';
import type { Op } from './client.js';

type Rnd = ReturnType<typeof prng>;

/** `kills` moments uniformly at random within [5%, 95%] of `total` ops, in order. */
export const killPoints = (rnd: Rnd, kills: number, total: number) =>
  Array.from({ length: kills }, () => Math.floor(total * (0.05 + 0.9 * rnd.next()))).sort((a, b) => a - b);

export const acked = (op: Op) => op.status !== null && op.status >= 200 && op.status < 300;

/**
 * Runs `total` steps, each client taking the next one as soon as its last is answered, and
 * SIGKILLs the API (then starts it again) at `kills` moments spread as killPoints says, each a
 * random instant inside the next few tens of milliseconds of writes. Resolves, once every step
 * and every restart is done, with how many kills were made.
 */
export async function runWithKills<C>(o: {
  api: { killAndRestart(): Promise<void> };
  rnd: Rnd;
  kills: number;
  total: number;
  clients: C[];
  step(client: C, n: number): Promise<void>;
}): Promise<number> {
  const points = killPoints(o.rnd, o.kills, o.total);
  let issued = 0;
  let kills = 0;
  let killing: Promise<void> | null = null;
  const maybeKill = () => {
    if (killing || kills >= points.length || issued < points[kills]!) return;
    kills += 1;
    killing = (async () => {
      await new Promise((r) => setTimeout(r, o.rnd.next() * 40));
      await o.api.killAndRestart();
    })().finally(() => (killing = null));
  };
  const perClient = Math.ceil(o.total / o.clients.length);
  await Promise.all(
    o.clients.map(async (c) => {
      for (let n = 0; n < perClient && issued < o.total; n++) {
        issued += 1;
        maybeKill();
        await o.step(c, n);
      }
    }),
  );
  while (killing) await killing;
  return kills;
}
