import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshIp, registerMember, resetTokens, startTestApp, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';

/** Every path under `dir` with its permission bits. */
function walk(dir: string): { path: string; mode: number }[] {
  const out: { path: string; mode: number }[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    out.push({ path: p, mode: st.mode & 0o777 });
    if (st.isDirectory()) out.push(...walk(p));
  }
  return out;
}

describe('data directory: private files (issue 7)', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ TRUST_PROXY: '1' })));

  it('after a start and a password reset mail, no file or directory under the data dir is open to group or others', async () => {
    const { email } = await registerMember(t, {}, freshIp());
    const res = await t.agent(freshIp()).post('/_api/auth/password-reset/request').send({ email });
    expect(res.status).toBe(200);
    await t.deps.work.idle();
    // The sign-up's confirmation mail and the reset mail.
    expect(resetTokens(t, email)).toHaveLength(1);
    const entries = walk(t.dataDir);
    const names = entries.map((e) => e.path.slice(t.dataDir.length + 1));
    for (const f of ['events.db', 'events.db-wal', 'keys.db', 'sessions.db', 'outbox', 'read-model', 'read-model/CURRENT', 'keys-master-key'])
      expect(names, f).toContain(f);
    expect(names.some((n) => n.startsWith('outbox/') && n.endsWith('.eml'))).toBe(true);
    const open = entries.filter((e) => e.mode & 0o077).map((e) => `${e.path} ${e.mode.toString(8)}`);
    expect(open).toEqual([]);
  });
});

/** `api/server.ts` as `npm start` runs it, with a scrubbed environment. */
function start(env: Record<string, string>, as?: { uid: number; gid: number }) {
  const started = performance.now();
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', SEED_CONTENT: '0', PORT: '0', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 20_000,
    ...as,
  });
  return { ...res, ms: performance.now() - started, lines: res.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn')) };
}

describe('start-up refusals say one line and exit at once (issue 7)', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'osg-datadir-'));
  afterAll(() => {
    chmodSync(tmp, 0o700);
    rmSync(tmp, { recursive: true, force: true });
  });
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://osg.example',
    SESSION_SECRET: 'a-production-session-secret-of-at-least-32-chars',
    KEYS_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  };

  it('refuses a production start on a data directory readable by others', () => {
    const dir = join(tmp, 'open');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    const res = start({ ...production, DATA_DIR: dir });
    expect(res.status).toBe(1);
    expect(res.lines).toEqual([`data directory ${dir} is open to other users (mode 0755); run: chmod 700 ${dir}`]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the file and the reason when the data directory lies under a regular file, with no stack', () => {
    const file = join(tmp, 'plain-file');
    writeFileSync(file, 'not a directory');
    const res = start({ DATA_DIR: join(file, 'data') });
    expect(res.status).toBe(1);
    expect(res.ms).toBeLessThan(10_000);
    expect(res.lines).toEqual([`cannot create ${join(file, 'data')}: ${file} is not a directory`]);
  });

  it('names the event log when EVENTS_FILE cannot be opened', () => {
    const file = join(tmp, 'plain-file-2');
    writeFileSync(file, 'not a directory');
    const res = start({ DATA_DIR: join(tmp, 'data-ok'), EVENTS_FILE: join(file, 'events.db') });
    expect(res.status).toBe(1);
    expect(res.lines).toEqual([`cannot open ${join(file, 'events.db')}: ${file} is not a directory`]);
  });

  it('names the directory when it is read-only', () => {
    // Root ignores permission bits, so as root the server runs as `nobody` against a root-owned
    // directory it may read but not write (what a read-only volume or a foreign owner looks like).
    const root = process.getuid?.() === 0;
    const parent = mkdtempSync(join(tmpdir(), 'osg-readonly-'));
    chmodSync(parent, 0o755);
    const dir = join(parent, 'read-only');
    mkdirSync(dir);
    chmodSync(dir, 0o555);
    try {
      const res = start({ DATA_DIR: dir, HOME: parent }, root ? { uid: 65534, gid: 65534 } : undefined);
      expect(res.status).toBe(1);
      expect(res.lines).toHaveLength(1);
      expect(res.lines[0]).toContain(dir);
      expect(res.lines[0]).toMatch(/not writable|permission denied/);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
