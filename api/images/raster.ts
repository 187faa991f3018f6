import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILY } from './og.js';
import { xmlEscape } from './shapes.js';
import type { Measure } from './text-layout.js';

/*
 * Everything that loads @resvg/resvg-js. Only the renderer process (raster-process.ts) imports
 * this module: the addon starts a Rust (tokio) runtime whose threads once held a server's
 * process.exit() for 40 minutes after SIGTERM (issue 24), and a separate process can always be
 * ended with SIGKILL.
 */

const FONT_FILE = 'SourceSerif4-Semibold.ttf';

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
