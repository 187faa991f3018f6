import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../tests/support/api.js';
import { accountExports, stopAccountExports } from './export.command.js';
import { EXPORTS_PER_DAY } from './export-store.js';

type Agent = Awaited<ReturnType<typeof loginAs>>;

const exportStatusOf = async (agent: Agent, id: string) => ((await agent.get(`/_api/user/export?id=${id}`)).body as { status: string }).status;

async function startExportAs(agent: Agent): Promise<string> {
  const res = await agent.post('/_api/user/export').send({});
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return (res.body as { id: string }).id;
}

async function userIdOf(agent: Agent): Promise<number> {
  return ((await agent.get('/_api/auth/session')).body as { user: { id: number } }).user.id;
}

/**
 * Issue 24, defect 2: an export answered 202 whose job never ran (the process died between the
 * answer and the job, or BullMQ never took it) used to stay 'pending' for good, and for 15
 * minutes every new request answered its id. Now it runs at the next start or is marked failed,
 * and a failed export does not count toward the daily limit.
 */
describe('exports left pending by a crash', () => {
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const t = await startTestApp({ RATE_LIMITS: 'off', ...env });
    apps.push(t);
    return t;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'osg-export-resume-'));

  afterEach(async () => {
    for (const t of apps.splice(0)) {
      await stopAccountExports(t.deps);
      await t.close();
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('an export acknowledged just before a crash runs after the restart; a new request gets a new export', async () => {
    const before = await start({ DATA_DIR: dataDir });
    const member = await loginAs(before, 'member');
    const userId = await userIdOf(member);
    // What a 202 leaves on disk when the process is killed before its job runs: the row, pending
    // (the in-process queue holds the job in memory only).
    const stuck = randomUUID();
    accountExports(before.deps).store.create(stuck, userId, new Date());
    await stopAccountExports(before.deps);
    await before.close();

    const after = await start({ DATA_DIR: dataDir });
    const again = await loginAs(after, 'member');
    await accountExports(after.deps).idle();
    expect(await exportStatusOf(again, stuck)).toBe('ready');
    expect(existsSync(accountExports(after.deps).store.file(stuck))).toBe(true);

    const fresh = await startExportAs(again);
    expect(fresh).not.toBe(stuck);
    await accountExports(after.deps).idle();
    expect(await exportStatusOf(again, fresh)).toBe('ready');
    expect((await again.get(`/_api/user/export/download?id=${fresh}`)).status).toBe(200);
  }, 60_000);

  it('failed exports do not count toward the daily limit', async () => {
    const t = await start({});
    const admin = await loginAs(t, 'admin');
    const userId = await userIdOf(admin);
    const { store } = accountExports(t.deps);
    for (let i = 0; i < EXPORTS_PER_DAY; i += 1) {
      const id = randomUUID();
      store.create(id, userId, new Date());
      store.fail(id);
    }
    const id = await startExportAs(admin);
    await accountExports(t.deps).idle();
    expect(await exportStatusOf(admin, id)).toBe('ready');
  }, 60_000);

  it('an export BullMQ never takes (Redis away) is marked failed, and the next request starts a new one', async () => {
    // Nothing listens on port 1: the export queue's connection keeps the job waiting until its deadline.
    const t = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    const member = await loginAs(t, 'member');
    const first = await startExportAs(member);
    let status = 'pending';
    for (let i = 0; i < 150 && status === 'pending'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      status = await exportStatusOf(member, first);
    }
    expect(status).toBe('failed');
    expect(await startExportAs(member)).not.toBe(first);
  }, 60_000);
});
