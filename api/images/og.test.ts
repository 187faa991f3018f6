import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Counts Resvg instances: each holds the parsed font in native memory until a garbage collection.
const made = vi.hoisted(() => ({ n: 0 }));
vi.mock('@resvg/resvg-js', async (original) => {
  const real = await original<typeof import('@resvg/resvg-js')>();
  class Counted extends real.Resvg {
    constructor(...args: ConstructorParameters<typeof real.Resvg>) {
      super(...args);
      made.n += 1;
    }
  }
  return { ...real, Resvg: Counted };
});
import { ogSvg } from './og.js';
import { measureText, renderPng } from './raster.js';
import { OgImages } from './og-cache.js';
import { pngSize } from './png-size.js';
import { layoutTitle, wrap } from './text-layout.js';

const LONG = 'What Every Adult Should Know About Sexual Health, Consent, Contraception, Testing, Pleasure and Talking With Partners Honestly About All of It, Including the Awkward Parts';

describe('Open Graph images', () => {
  it('measures titles without a Resvg instance per candidate line: the count is bounded by the characters seen', () => {
    const before = made.n;
    const titles = Array.from({ length: 200 }, (_, i) => `${LONG.slice(i % 40)} number ${i}`);
    for (const title of titles) layoutTitle(title, measureText, { maxWidth: 980, fontSizes: [76, 66, 58], maxLines: 3 });
    const distinct = new Set([...titles.join(''), '…']).size; // the layout may end a line with an ellipsis
    expect(made.n - before).toBeLessThanOrEqual(distinct + 1);
  });

  it('renders a 1200 × 630 PNG', () => {
    const png = renderPng(ogSvg({ title: 'STI Testing: What to Test For and How Often', category: 'sexual_health' }, measureText));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('renders once per title, category and template: the same input is served from the cached file', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'osg-og-')), 'images', 'og');
    const render = vi.fn((input: { title: string; category: string }) => renderPng(ogSvg(input, measureText)));
    const og = new OgImages(dir, render);
    const input = { title: 'Consent Conversations', category: 'relationship_dynamics' };
    const [first, concurrent] = await Promise.all([og.file(input), og.file(input)]);
    expect(concurrent).toBe(first);
    expect(await og.file({ ...input })).toBe(first);
    expect(await new OgImages(dir, render).file(input)).toBe(first); // another process, same disk
    expect(render).toHaveBeenCalledTimes(1);
    expect(pngSize(readFileSync(first))).toEqual({ width: 1200, height: 630 });

    await og.file({ ...input, title: 'Consent Conversations, Revised' });
    await og.file({ ...input, category: 'expert_qa' });
    expect(render).toHaveBeenCalledTimes(3);
    expect(readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(3);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, '..')).mode & 0o777).toBe(0o700);
    expect(statSync(first).mode & 0o777).toBe(0o600);
  });

  it('fits a long title in three lines of the title box, ending in an ellipsis', () => {
    const opts = { maxWidth: 980, fontSizes: [76, 66, 58], maxLines: 3 };
    const { fontSize, lines } = layoutTitle(LONG, measureText, opts);
    expect(fontSize).toBe(58);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(measureText(line) * fontSize).toBeLessThanOrEqual(opts.maxWidth);
    expect(lines[2]).toMatch(/\S…$/);
    expect(LONG.startsWith(lines.join(' ').slice(0, -1))).toBe(true);
    // The SVG holds exactly those lines.
    const svg = ogSvg({ title: LONG, category: 'sexual_health' }, measureText);
    expect(svg.match(/font-size="58"/g)).toHaveLength(3);
  });

  it('keeps a short title whole at the largest size, and breaks a word too long for a line', () => {
    expect(layoutTitle('Consent', measureText, { maxWidth: 980, fontSizes: [58, 76], maxLines: 3 })).toEqual({ fontSize: 76, lines: ['Consent'] });
    const fits = (line: string) => line.length <= 5;
    expect(wrap(['ab', 'cd', 'abcdefghijkl'], fits)).toEqual(['ab cd', 'abcde', 'fghij', 'kl']);
  });

  it('escapes the title: markup in it is text, not SVG', () => {
    const svg = ogSvg({ title: '<script>alert(1)</script> & "you"', category: 'expert_qa' }, measureText);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(pngSize(renderPng(svg))).toEqual({ width: 1200, height: 630 });
  });
});
