import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { devMasterKeyFile, devMasterKeys } from './master-key.js';

const dir = mkdtempSync(join(tmpdir(), 'osg-master-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One process that opens the development key of `keysFile` and prints it. */
function opener(keysFile: string, startAt: number): Promise<{ code: number | null; out: string }> {
  // Each process loads first, then waits for the same instant, so the six opens collide.
  const script = `import { devMasterKeys } from ${JSON.stringify(resolve('api/shared/master-key.ts'))};
while (Date.now() < ${startAt});
const k = devMasterKeys(${JSON.stringify(keysFile)}); console.log(JSON.stringify({ key: k.current.toString('base64'), created: k.created }));`;
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => done({ code, out }));
  });
}

describe('the development master key', () => {
  it('is created once, 0600, and read back the same', () => {
    const keysFile = join(dir, 'one', 'keys.db');
    rmSync(join(dir, 'one'), { recursive: true, force: true });
    mkdirSync(join(dir, 'one'), { recursive: true, mode: 0o700 });
    const first = devMasterKeys(keysFile);
    const again = devMasterKeys(keysFile);
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.current.equals(first.current)).toBe(true);
    expect(statSync(devMasterKeyFile(keysFile)).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, 'one')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('six processes starting together on one data directory all get the same, whole key', async () => {
    const keysFile = join(dir, 'race', 'keys.db');
    mkdirSync(join(dir, 'race'), { recursive: true, mode: 0o700 });
    const startAt = Date.now() + 4_000;
    const runs = await Promise.all(Array.from({ length: 6 }, () => opener(keysFile, startAt)));
    for (const r of runs) expect(r.code, r.out).toBe(0);
    const keys = runs.map((r) => JSON.parse(r.out.trim().split('\n').at(-1)!) as { key: string; created: boolean });
    expect(new Set(keys.map((k) => k.key)).size).toBe(1);
    expect(keys.filter((k) => k.created)).toHaveLength(1);
    expect(readdirSync(join(dir, 'race')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  }, 60_000);
});
