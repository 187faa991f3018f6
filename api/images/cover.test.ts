import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { coverPath, fnv1a, ogImagePath, ogTag } from '../../schemas/articles/images.js';
import { coverSvg } from './cover.js';
import { logoSvg, siteOgSvg } from './og.js';

const CATEGORIES = ['sexual_health', 'relationship_dynamics', 'techniques_pleasure', 'expert_qa', 'product_reviews', 'unknown'];

function parseSvg(svg: string) {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

/** Nothing that runs, styles, embeds or fetches: the file is inert wherever it is shown. */
function expectInert(svg: string) {
  expect(svg).not.toMatch(/<script|foreignObject|<style|style=|\son\w+\s*=|javascript:|<image|<use|href=/i);
  const root = parseSvg(svg);
  const names = new Set([...root.getElementsByTagName('*')].map((e) => e.localName));
  for (const name of names) expect(['svg', 'defs', 'linearGradient', 'stop', 'rect', 'path', 'circle', 'g', 'text']).toContain(name);
  for (const el of root.getElementsByTagName('*')) for (const attr of el.attributes) expect(attr.name).not.toMatch(/^on/i);
}

describe('article covers', () => {
  it('are well-formed, inert SVG of 640 × 360 for every category', () => {
    for (const category of CATEGORIES) {
      const svg = coverSvg('sti-testing-what-to-test-for-and-how-often', category);
      expectInert(svg);
      const root = parseSvg(svg);
      expect([root.getAttribute('width'), root.getAttribute('height'), root.getAttribute('viewBox')]).toEqual(['640', '360', '0 0 640 360']);
    }
  });

  it('are drawn from the slug and category alone: the same input, the same picture', () => {
    expect(coverSvg('consent', 'relationship_dynamics')).toBe(coverSvg('consent', 'relationship_dynamics'));
    expect(coverSvg('consent', 'relationship_dynamics')).not.toBe(coverSvg('consent-2', 'relationship_dynamics'));
    expect(coverSvg('consent', 'relationship_dynamics')).not.toBe(coverSvg('consent', 'sexual_health'));
    // A hostile slug only seeds the drawing: none of it appears in the file.
    expectInert(coverSvg('"><script>alert(1)</script>', 'expert_qa'));
  });

  it('the logo and the default Open Graph image are inert too', () => {
    expectInert(logoSvg());
    expectInert(siteOgSvg());
  });
});

describe('image addresses', () => {
  it('name every input, so each address can be cached for a year', () => {
    const a = { slug: 'a b/c', category: 'sexual_health', title: 'T' };
    expect(coverPath(a)).toBe('/images/covers/sexual_health/a%20b%2Fc.svg?v=1');
    expect(ogImagePath(a)).toBe(`/images/og/a%20b%2Fc.png?v=${ogTag(a)}`);
    expect(ogTag(a)).not.toBe(ogTag({ ...a, title: 'T2' }));
    expect(ogTag(a)).not.toBe(ogTag({ ...a, category: 'expert_qa' }));
    expect(fnv1a('')).toBe('811c9dc5');
    expect(fnv1a('a')).toBe('e40c292c');
  });
});
