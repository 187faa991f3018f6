import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Real full disks for SECURITY T35: a small tmpfs mounted for one test (root only), and a
 * filler file that takes every free byte on it and keeps taking what SQLite frees, until
 * it is removed. Without the right to mount, `tmpfsMissing` says why (describe title and
 * `describe.skipIf`, like `redisMissing`).
 */

function probeTmpfs(): string | null {
  if (process.platform !== 'linux') return `tmpfs mounts need Linux (this is ${process.platform})`;
  const dir = mkdtempSync(join(tmpdir(), 'osg-tmpfs-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0700', 'tmpfs', dir], { stdio: 'pipe' });
    execFileSync('umount', [dir], { stdio: 'pipe' });
    return null;
  } catch (err) {
    const why = ((err as { stderr?: Buffer }).stderr?.toString() || (err as Error).message).trim().split('\n')[0];
    return `cannot mount a tmpfs (run as root with CAP_SYS_ADMIN): ${why}`;
  } finally {
    rmdirSync(dir);
  }
}

export const tmpfsMissing: string | null = probeTmpfs();

/** A describe title that carries the skip reason when no tmpfs can be mounted. */
export const withTmpfsReason = (title: string) => (tmpfsMissing ? `${title} [skipped: ${tmpfsMissing}]` : title);

export interface Volume {
  dir: string;
  /** Bytes free on the volume (statfs). */
  free(): number;
  umount(): void;
}

/** Mounts a `sizeMiB` tmpfs at `dir` (created 0700, as the data directory must be). */
export function mountTmpfs(dir: string, sizeMiB: number): Volume {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
  let mounted = true;
  return {
    dir,
    free() {
      const out = execFileSync('stat', ['-f', '-c', '%a %S', dir], { encoding: 'utf8' }).trim().split(' ');
      return Number(out[0]) * Number(out[1]);
    },
    umount() {
      if (!mounted) return;
      // The processes using it are gone by now; lazy as a last resort so a stuck one cannot wedge the run.
      try {
        execFileSync('umount', [dir], { stdio: 'pipe' });
      } catch {
        execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      }
      mounted = false;
    },
  };
}

/**
 * A file that grows until ENOSPC, then keeps topping up every `everyMs` (SQLite's -wal
 * truncation or a freed page must not give the volume room again) until `remove()`.
 */
export class Filler {
  bytes = 0;
  /** When the volume was first full (ENOSPC on a 4 KiB write). */
  fullAt: number | null = null;
  private fd: number | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly chunk = Buffer.alloc(1 << 20, 0x5a);

  constructor(readonly file: string) {}

  /** Fills the volume now (synchronously), then tops up in the background. */
  start(everyMs = 50): void {
    this.fd = openSync(this.file, 'a', 0o600);
    this.topUp();
    this.timer = setInterval(() => this.topUp(), everyMs);
  }

  /** Writes 1 MiB, then 4 KiB chunks, until ENOSPC. */
  topUp(): void {
    if (this.fd === null) return;
    for (const size of [1 << 20, 4096]) {
      for (;;) {
        try {
          const n = writeSync(this.fd, this.chunk, 0, size);
          this.bytes += n;
          if (n < size) break;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
          if (size === 4096) this.fullAt ??= Date.now();
          break;
        }
      }
    }
  }

  /** Stops topping up and deletes the file: the space is free again. */
  remove(): void {
    clearInterval(this.timer);
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    if (existsSync(this.file)) rmSync(this.file);
  }
}
