import { COVER_SIZE } from '../../schemas/articles/images.js';
import { paletteFor } from './palette.js';
import { between, blobPath, prng, wavePath } from './shapes.js';

const { width: W, height: H } = COVER_SIZE;

/** A 3 × 4 grid of small dots, placed in one of the four corners. */
function dots(rnd: () => number, colour: string): string {
  const left = rnd() < 0.5;
  const top = rnd() < 0.5;
  const x0 = left ? 36 : W - 36 - 3 * 18;
  const y0 = top ? 36 : H - 36 - 2 * 18;
  const out: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++) out.push(`<circle cx="${x0 + col * 18}" cy="${y0 + row * 18}" r="2.5"/>`);
  return `<g fill="${colour}" fill-opacity="0.45">${out.join('')}</g>`;
}

/**
 * An article's cover: abstract, calm shapes in its category's palette, drawn from its slug, so
 * every article has its own picture and the same article always the same one. Presentation
 * attributes only (no <style>, no script, no foreignObject, no external reference): the file is
 * safe under the site's CSP and anywhere it is embedded.
 */
export function coverSvg(slug: string, category: string): string {
  const p = paletteFor(category);
  const rnd = prng(`${category}/${slug}`);
  const diagonal = rnd() < 0.5;
  const mirrored = rnd() < 0.5;
  const big = { cx: between(rnd, W * 0.58, W * 0.82), cy: between(rnd, H * 0.25, H * 0.6), r: between(rnd, 120, 170) };
  const small = { cx: between(rnd, W * 0.1, W * 0.35), cy: between(rnd, H * 0.6, H * 0.95), r: between(rnd, 60, 100) };
  const ring = { cx: between(rnd, W * 0.25, W * 0.55), cy: between(rnd, H * 0.15, H * 0.45), r: between(rnd, 40, 75) };
  const shapes = [
    `<path d="${blobPath(rnd, big.cx, big.cy, big.r)}" fill="${p.shapes[1]}" fill-opacity="0.55"/>`,
    `<path d="${blobPath(rnd, big.cx + between(rnd, -60, 20), big.cy + between(rnd, 10, 60), big.r * 0.62)}" fill="${p.shapes[0]}" fill-opacity="0.72"/>`,
    `<path d="${blobPath(rnd, small.cx, small.cy, small.r)}" fill="${p.shapes[2]}" fill-opacity="0.7"/>`,
    `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="${p.line}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<path d="${wavePath(rnd, W, between(rnd, H * 0.55, H * 0.8), between(rnd, 18, 40))}" fill="none" stroke="${p.line}" stroke-opacity="0.4" stroke-width="2.5" stroke-linecap="round"/>`,
    dots(rnd, p.line),
  ].join('');
  const background = [
    `<defs><linearGradient id="bg" x1="0" y1="${diagonal ? 0 : 1}" x2="1" y2="${diagonal ? 1 : 0}">`,
    `<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
  ].join('');
  // Half the covers are mirrored, so a page of cards does not repeat one composition.
  const body = mirrored ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${shapes}</g>` : shapes;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background}${body}</svg>`;
}
