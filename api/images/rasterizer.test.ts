import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { logoSvg } from './og.js';
import { pngSize } from './png-size.js';
import { Rasterizer } from './rasterizer.js';
import { pidsGone } from '../../tests/support/procs.js';

/** Issue 24: PNGs are rendered in a child process that is ended with SIGKILL. */
describe('Rasterizer', () => {
  let raster: Rasterizer | undefined;
  afterEach(() => raster?.stop());

  it('renders in a child process; the API process never loads @resvg/resvg-js', async () => {
    raster = new Rasterizer();
    const og = await raster.og({ title: 'STI Testing: What to Test For and How Often', category: 'sexual_health' });
    expect(pngSize(og)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(await raster.svg(logoSvg()))).not.toBeNull();
    expect(raster.pid).toBeGreaterThan(0);
    expect(raster.pid).not.toBe(process.pid);
    // The addon's shared object is mapped into the child only.
    if (process.platform === 'linux') {
      expect(readFileSync(`/proc/${raster.pid}/maps`, 'utf8')).toMatch(/resvgjs\.[^/\n]*\.node/);
      expect(readFileSync('/proc/self/maps', 'utf8')).not.toMatch(/resvgjs/);
    }
  });

  it('stop() kills the child with SIGKILL and refuses later jobs', async () => {
    raster = new Rasterizer();
    await raster.svg(logoSvg());
    const pid = raster.pid!;
    raster.stop();
    expect(await pidsGone([pid], 200, 25)).toEqual([]);
    await expect(raster.svg(logoSvg())).rejects.toThrow(/stopped/);
  });

  it('a child that dies fails its job and the next job starts a new one', async () => {
    raster = new Rasterizer();
    await raster.svg(logoSvg());
    const first = raster.pid!;
    const job = raster.og({ title: 'A title long enough to take a moment to lay out and render', category: 'expert_qa' });
    process.kill(first, 'SIGKILL');
    await expect(job).rejects.toThrow(/exited|render/);
    expect(pngSize(await raster.svg(logoSvg()))).not.toBeNull();
    expect(raster.pid).not.toBe(first);
  });

  it('a render job of an invalid SVG is refused without ending the child', async () => {
    raster = new Rasterizer();
    await expect(raster.svg('<svg')).rejects.toThrow(/image render failed/);
    const pid = raster.pid;
    expect(pngSize(await raster.svg(logoSvg()))).not.toBeNull();
    expect(raster.pid).toBe(pid);
  });
});
