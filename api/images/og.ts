import { categoryLabel } from '../../schemas/articles/queries.js';
import { LOGO_SIZE, OG_SIZE } from '../../schemas/articles/images.js';
import { brand } from './palette.js';
import { blobPath, prng, xmlEscape } from './shapes.js';
import { layoutTitle, type Measure } from './text-layout.js';

/**
 * The Open Graph images' drawings, as SVG text: no native code here, so the API process can
 * import it. Rasterising (and measuring text with the font) happens in raster.ts, which only the
 * renderer process loads (rasterizer.ts says why).
 */
export const FAMILY = 'Source Serif 4';
const SITE_NAME = 'Open Sex Guide';

/** The logo mark: a heart on a rounded square (the favicon's drawing). */
const mark = (x: number, y: number, size: number, square: string, heart: string) =>
  `<g transform="translate(${x} ${y}) scale(${size / 32})"><rect width="32" height="32" rx="8" fill="${square}"/>` +
  `<path d="M16 25s-8-4.7-8-10.6A4.6 4.6 0 0 1 16 12a4.6 4.6 0 0 1 8 2.4C24 20.3 16 25 16 25z" fill="${heart}"/></g>`;

export const logoSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE.width}" height="${LOGO_SIZE.height}" viewBox="0 0 32 32">${mark(0, 0, 32, brand.primary, brand.bg)}</svg>`;

const { width: W, height: H } = OG_SIZE;
const MARGIN = 80;
const TITLE_WIDTH = W - 2 * MARGIN - 60;

/** The brand background every Open Graph image shares: deep teal, two soft shapes off the right edge. */
function backdrop(seed: string): string {
  const rnd = prng(seed);
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.primaryDeep}"/><stop offset="1" stop-color="${brand.primary}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<path d="${blobPath(rnd, W - 40, 110, 230)}" fill="${brand.primaryLight}" fill-opacity="0.18"/>`,
    `<path d="${blobPath(rnd, W - 150, H - 20, 170)}" fill="${brand.accentLight}" fill-opacity="0.22"/>`,
    `<circle cx="${W - 250}" cy="200" r="90" fill="none" stroke="${brand.primaryPale}" stroke-opacity="0.3" stroke-width="3"/>`,
  ].join('');
}

/** The site's mark and name, bottom left. */
const signature = () =>
  `${mark(MARGIN, H - MARGIN - 56, 56, brand.bg, brand.primary)}` +
  `<text x="${MARGIN + 76}" y="${H - MARGIN - 14}" font-family="${FAMILY}" font-size="36" fill="${brand.white}">${SITE_NAME}</text>`;

const svgDoc = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

/** An article's Open Graph image: its category, its title (up to three lines, then an ellipsis) and the site's name. */
export function ogSvg(a: { title: string; category: string }, measure: Measure): string {
  const { fontSize, lines } = layoutTitle(a.title, measure, { maxWidth: TITLE_WIDTH, fontSizes: [76, 66, 58], maxLines: 3 });
  const lineHeight = Math.round(fontSize * 1.16);
  const top = 150 + Math.round(fontSize * 0.9);
  const title = lines
    .map((line, i) => `<text x="${MARGIN}" y="${top + i * lineHeight}" font-family="${FAMILY}" font-size="${fontSize}" fill="${brand.white}">${xmlEscape(line)}</text>`)
    .join('');
  const label = `<text x="${MARGIN}" y="${MARGIN + 40}" font-family="${FAMILY}" font-size="30" letter-spacing="3" fill="${brand.primaryPale}">${xmlEscape(categoryLabel(a.category).toUpperCase())}</text>`;
  return svgDoc(backdrop(a.category) + label + title + signature());
}

/** The Open Graph image of pages without their own: the site's name and what it is. */
export function siteOgSvg(): string {
  const name = `<text x="${MARGIN}" y="335" font-family="${FAMILY}" font-size="92" fill="${brand.white}">${SITE_NAME}</text>`;
  const line = `<text x="${MARGIN}" y="410" font-family="${FAMILY}" font-size="40" fill="${brand.primaryPale}">Sexual-health education for adults</text>`;
  return svgDoc(backdrop('site') + name + line + mark(MARGIN, 150, 72, brand.bg, brand.primary));
}
