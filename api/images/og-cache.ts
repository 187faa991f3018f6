import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OG_VERSION } from '../../schemas/articles/images.js';

export interface OgInput {
  title: string;
  category: string;
}

/**
 * Open Graph PNGs cached on disk under the data directory (`images/og/<key>.png`), keyed by a
 * hash of what the image shows (template version, title, category): an edit that changes the
 * title gets a new file, one that does not reuses the old. The folder is 0700 and files 0600
 * like everything in the data directory. A file is written under a temporary name and renamed,
 * so a reader never sees half a PNG; concurrent requests for one key share one render
 * (single flight). Files are a cache: deleting the folder only costs renders.
 */
export class OgImages {
  private readonly inflight = new Map<string, Promise<string>>();

  constructor(
    readonly dir: string,
    private readonly render: (input: OgInput) => Buffer | Promise<Buffer>,
  ) {}

  static key(input: OgInput): string {
    return createHash('sha256').update(`og:v${OG_VERSION}\u0000${input.title}\u0000${input.category}`).digest('hex');
  }

  pathFor(input: OgInput): string {
    return join(this.dir, `${OgImages.key(input)}.png`);
  }

  /** The cached file's path, rendering it first when missing. */
  async file(input: OgInput): Promise<string> {
    const path = this.pathFor(input);
    if (existsSync(path)) return path;
    const key = OgImages.key(input);
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.make(path, input).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private async make(path: string, input: OgInput): Promise<string> {
    // Yield once so that concurrent callers register on the same promise before a synchronous render.
    await Promise.resolve();
    const png = await this.render(input);
    this.ensureDir();
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, png, { mode: 0o600 });
    renameSync(tmp, path);
    return path;
  }

  private ensureDir() {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    if ((statSync(this.dir).mode & 0o077) !== 0) chmodSync(this.dir, 0o700);
  }
}
