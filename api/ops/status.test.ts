import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type Agent, type TestApp } from '../../tests/support/api.js';
import { workKind } from '../shared/durable-work.js';
import { forAll } from '../../tests/support/lifecycle.js';

describe('GET /_api/ops/status', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp()));
  let admin: Agent;
  beforeAll(async () => {
    admin = await loginAs(t, 'admin');
  });
  /** The status as the demo admin reads it. */
  const status = () => admin.get('/_api/ops/status');

  it('shows an admin each projection with its checkpoint and lag, the log head and the projector rate', async () => {
    const res = await status();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const head = await t.deps.store.head();
    expect(res.body).toMatchObject({ store: 'sqlite', head, events: await t.deps.store.count(), projector: 'in-process', halted: null });
    expect(typeof res.body.eventsPerSecond).toBe('number');
    const names = res.body.projections.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'articles', 'comments']));
    for (const p of res.body.projections) expect(p).toEqual({ name: p.name, checkpoint: head, lag: 0 });
  });

  it('reports the read-model directory size in bytes, partial generations included', async () => {
    const dir = t.deps.rm.dir;
    const served = statSync(join(dir, t.deps.rm.generation)).size;
    const before = (await status()).body.readModelBytes;
    expect(before).toBeGreaterThanOrEqual(served);
    // A 1 MB file appears (what a replay in progress writes): the figure grows by that much.
    writeFileSync(join(dir, 'rm-20300101000000000-1.db-partial'), Buffer.alloc(1 << 20));
    const after = (await status()).body.readModelBytes;
    expect(after - before).toBeGreaterThanOrEqual(1 << 20);
    expect(after - before).toBeLessThan((1 << 20) + (1 << 20));
  });

  it('reports the process memory: resident size, the heap split into young and old generations, buffers', async () => {
    const { memory } = (await status()).body as { memory: Record<string, number> };
    expect(Object.keys(memory).sort()).toEqual(['arrayBuffers', 'external', 'heapTotal', 'heapUsed', 'newSpace', 'oldSpace', 'rss']);
    for (const v of Object.values(memory)) expect(Number.isInteger(v) && v >= 0).toBe(true);
    // The generations' resident pages lie within the heap V8 has reserved, and within the resident size.
    expect(memory.newSpace! + memory.oldSpace!).toBeLessThanOrEqual(memory.heapTotal!);
    expect(memory.newSpace! + memory.oldSpace!).toBeLessThan(memory.rss!);
    expect(memory.oldSpace).toBeGreaterThan(0);
    expect(memory.heapUsed).toBeLessThanOrEqual(memory.heapTotal!);
  });

  it('reports acknowledged work still to do: in the log, the oldest, and in this process', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    t.deps.work.register(workKind('password-reset'), () => held);
    expect((await t.request().post('/_api/auth/password-reset/request').set('Sec-Fetch-Site', 'same-origin').send({ email: 'held@example.test' })).status).toBe(200);
    await t.deps.awaitProjection((await t.deps.store.head())!);
    const { work } = (await status()).body as { work: { pending: number; oldest: string | null; here: number } };
    expect(work.pending).toBe(1);
    expect(work.here).toBe(1);
    expect(Date.parse(work.oldest!)).toBeGreaterThan(0);
    release();
    await t.deps.work.idle();
    await t.deps.awaitProjection((await t.deps.store.head())!);
    expect((await status()).body.work).toEqual({ pending: 0, oldest: null, here: 0 });
  });

  it('refuses members (403) and visitors (401)', async () => {
    const member = await loginAs(t, 'member');
    expect((await member.get('/_api/ops/status')).status).toBe(403);
    expect((await t.request().get('/_api/ops/status')).status).toBe(401);
  });
});
