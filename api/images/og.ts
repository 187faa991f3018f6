import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { categoryLabel } from '../../schemas/articles/queries.js';
import { LOGO_SIZE, OG_SIZE } from '../../schemas/articles/images.js';
import { brand } from './palette.js';
import { blobPath, prng, xmlEscape } from './shapes.js';
import { layoutTitle, type Measure } from './text-layout.js';

const FONT_FILE = 'SourceSerif4-Semibold.ttf';
const FAMILY = 'Source Serif 4';
const SITE_NAME = 'Open Sex Guide';

/**
 * The font ships with the code (api/images/fonts, SIL OFL), never the machine's fonts, so an image
 * looks and wraps the same on every node. Found beside this module under tsx, or from the project
 * root when the server runs as a bundle (dist/server/) or from another working directory.
 */
function fontPath(): string {
  const candidates = [
    fileURLToPath(new URL(`./fonts/${FONT_FILE}`, import.meta.url)),
    fileURLToPath(new URL(`../../api/images/fonts/${FONT_FILE}`, import.meta.url)),
    resolve('api/images/fonts', FONT_FILE),
  ];
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`image font not found: ${candidates.join(', ')}`);
  return found;
}

let fontOptions: ResvgRenderOptions['font'] | undefined;
const font = () => (fontOptions ??= { fontFiles: [fontPath()], loadSystemFonts: false, defaultFontFamily: FAMILY });

/** SVG to PNG at the SVG's own size. */
export function renderPng(svg: string): Buffer {
  return new Resvg(svg, { font: font(), fitTo: { mode: 'original' } }).render().asPng();
}

/** The inked width of `text` at 100 px with the image font. */
function inkWidth(text: string): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200"><text x="0" y="150" font-family="${FAMILY}" font-size="100">${xmlEscape(text)}</text></svg>`;
  return new Resvg(svg, { font: font() }).getBBox()?.width ?? 0;
}

/**
 * Each Resvg instance loads the font and holds native memory until the garbage collector, which
 * sees only a small JS object, gets round to it: measuring every candidate line of every title
 * that way grew a node that warmed 10,000 images past 20 GB. So each character's advance is
 * measured once per process (between two H's, so it is the advance, not the ink) and a line's
 * width is their sum. Kerning, which mostly tightens pairs, is left out, so a line is measured a
 * little wide, never narrow.
 */
const advances = new Map<string, number>();
let hh: number | undefined;
function advance(ch: string): number {
  let w = advances.get(ch);
  if (w === undefined) {
    hh ??= inkWidth('HH');
    w = Math.max(0, inkWidth(`H${ch}H`) - hh) / 100;
    if (advances.size < 4096) advances.set(ch, w);
  }
  return w;
}

/** The width of `text` in ems with the image font. */
export const measureText: Measure = (text) => {
  let w = 0;
  for (const ch of text) w += advance(ch);
  return w;
};

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
export function ogSvg(a: { title: string; category: string }, measure: Measure = measureText): string {
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
