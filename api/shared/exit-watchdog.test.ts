import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pidsGone } from '../../tests/support/procs.js';

const MODULE = resolve(import.meta.dirname, 'exit-watchdog.ts');

/** A node process that arms the watchdog for `ms`, prints its pid, then runs `then`. */
function run(ms: number, then: string) {
  const code = `const { armExitWatchdog } = await import(${JSON.stringify(MODULE)}); console.log(armExitWatchdog(${ms})); ${then}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  const started = Date.now();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; afterMs: number; dog: number }>((res) =>
    child.once('exit', (code, signal) => res({ code, signal, afterMs: Date.now() - started, dog: Number(out.trim()) })),
  );
  return exited;
}

/** Issue 24: process.exit() itself hung for 40 minutes, so the last resort is another process. */
describe('armExitWatchdog', () => {
  it('SIGKILLs a process whose main thread is stuck for good (as in a process.exit() that hangs)', async () => {
    // Atomics.wait blocks the main thread in a futex wait: no timer of its own can run any more.
    const res = await run(1000, 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);');
    expect(res.signal).toBe('SIGKILL');
    expect(res.dog).toBeGreaterThan(0);
    expect(res.afterMs).toBeLessThan(6000);
  });

  it('does nothing to a process that ends in time, and ends with it', async () => {
    const res = await run(60_000, 'setTimeout(() => process.exit(0), 200);');
    expect(res).toMatchObject({ code: 0, signal: null });
    expect(await pidsGone([res.dog], 100, 50)).toEqual([]);
  });

  it('does not keep the process alive: an idle process still ends by itself', async () => {
    const res = await run(60_000, '');
    expect(res).toMatchObject({ code: 0, signal: null });
    expect(res.afterMs).toBeLessThan(10_000);
  });
});
