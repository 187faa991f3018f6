import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.js';
import { WorkGate } from './work-gate.js';

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('WorkGate', () => {
  it('runs at most `concurrency` at once, queues `maxQueue` in order, refuses the rest with 503 and Retry-After', async () => {
    const gate = new WorkGate({ concurrency: 2, maxQueue: 2, retryAfterSeconds: 7, busyMessage: 'Busy.' });
    const holds = Array.from({ length: 4 }, deferred);
    const order: number[] = [];
    const runs = holds.map((h, i) => gate.run(async () => {
      order.push(i);
      await h.promise;
      return i;
    }));
    await Promise.resolve();
    expect([gate.active, gate.queued]).toEqual([2, 2]);
    const refused = await gate.run(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 503, message: 'Busy.', extra: { retryAfterSeconds: 7 } });
    holds[1]!.resolve();
    await runs[1];
    // The slot goes to the first in the queue, not to a caller arriving meanwhile.
    const late = gate.run(async () => 'late');
    for (const h of holds) h.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(await late).toBe('late');
    expect(order).toEqual([0, 1, 2, 3]);
    expect(gate.peak).toBe(2);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('a run that throws frees its slot', async () => {
    const gate = new WorkGate({ concurrency: 1, maxQueue: 0, retryAfterSeconds: 1 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'ok')).toBe('ok');
    expect(gate.active).toBe(0);
  });
});
