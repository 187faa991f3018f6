import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { every } from './every.js';
import { createLogger, standardOutput } from './log.js';

const eio = () => Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO', errno: -5, syscall: 'write' });

/**
 * T35's random EIO found two ways a passing I/O error ended the API (exit code 1, all requests
 * dropped until a restart): a periodic job's uncaught throw and the logger's unhandled 'error'.
 */
describe('a transient I/O error off the request path does not end the process', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every(): a job that throws is reported and runs again at the next tick', () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const timer = every(
      1000,
      () => {
        calls += 1;
        if (calls === 1) throw eio();
      },
      (err) => errors.push(err),
    );
    vi.advanceTimersByTime(3000);
    clearInterval(timer);
    expect(calls).toBe(3);
    expect(errors).toHaveLength(1);
    expect((errors[0] as { code: string }).code).toBe('EIO');
  });

  it('every(): a rejected promise is reported too, and the timer does not hold the process open', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const timer = every(500, () => Promise.reject(eio()), (err) => errors.push(err));
    expect(timer.hasRef()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    clearInterval(timer);
    expect(errors).toHaveLength(2);
  });

  it('the log destination: a write error is not thrown, and later lines are still written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'osg-log-'));
    const fd = openSync(join(dir, 'out.log'), 'w', 0o600);
    try {
      const out = standardOutput(fd);
      const log = createLogger('info', out);
      // The writes are asynchronous: wait for each line to land.
      const written = () =>
        readFileSync(join(dir, 'out.log'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => (JSON.parse(l) as { msg: string }).msg);
      log.info('before');
      await vi.waitFor(() => expect(written()).toEqual(['before']));
      // What sonic-boom emits when fs.write fails with anything but EAGAIN or EBUSY: without a
      // listener left after pino's own (EPIPE only), this was an uncaught 'error' event.
      expect(() => out.emit('error', eio())).not.toThrow();
      expect(() => out.emit('error', eio())).not.toThrow();
      log.info('after');
      await vi.waitFor(() => expect(written()).toEqual(['before', 'after']));
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
