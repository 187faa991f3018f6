/**
 * The fonts decision (issue 8): does shipping a variable font (preloaded, `font-display: swap`) cost or
 * gain largest contentful paint on a slow phone, against the system stack we have?
 *   tsx ops/bench/fonts.ts <font.woff2> [runs]
 * e.g. the latin subset of Inter from `npm pack @fontsource-variable/inter` (files/inter-latin-wght-normal.woff2).
 * Copies dist/web twice: as built, and with the font added the way we would ship it (the file as a
 * hashed-style asset, a preload link in index.html, an @font-face with swap and the font first in every
 * stack, appended to the entry CSS, precompressed again). Both run at once on the seeded site
 * (BENCH_SITE=1, BENCH_WEB_ROOT); the article is visited `runs` times each (default 5), alternating,
 * throttled as in tests/e2e/performance.spec.ts. Prints each visit and the medians.
 */
import { chromium } from '@playwright/test';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { formatVitals, medianByLcp, PHONE, visit, type Vitals } from '../../tests/support/perf.js';
import { ARTICLE_SLUG } from './pages.js';
import { startServer, type RunningServer } from './servers.js';

const FONT_FILE = 'assets/font-variable.woff2';

/** Writes `file` and its .br and .gz beside it, as the build's precompression does. */
function writeAsset(file: string, body: string | Buffer) {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

/** A copy of dist/web with the font shipped: preloaded, swapped, first in every font stack. */
function withFont(font: string, into: string) {
  cpSync(resolve('dist/web'), into, { recursive: true });
  copyFileSync(font, join(into, FONT_FILE));
  const index = join(into, 'index.html');
  let html = readFileSync(index, 'utf8');
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/index-[^"]+\.css)"/g)].map((m) => m[1]!)[0];
  if (!css) throw new Error('no entry stylesheet (assets/index-*.css) linked from dist/web/index.html');
  html = html.replace('</head>', `  <link rel="preload" href="/${FONT_FILE}" as="font" type="font/woff2" crossorigin>\n  </head>`);
  writeFileSync(index, html);
  const face = `@font-face{font-family:"Shipped Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/${FONT_FILE}) format("woff2-variations")}` +
    `html body,html body h1,html body h2,html body h3,html body p{font-family:"Shipped Variable",system-ui,sans-serif}`;
  writeAsset(join(into, css), readFileSync(join(into, css), 'utf8') + face);
}

async function visits(servers: Record<string, RunningServer>, runs: number) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const seen: Record<string, Vitals[]> = Object.fromEntries(Object.keys(servers).map((k) => [k, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const [name, server] of Object.entries(servers)) {
        const context = await browser.newContext({ ...PHONE, baseURL: server.url });
        const v = await visit(await context.newPage(), `/articles/${ARTICLE_SLUG}`);
        await context.close();
        seen[name]!.push(v);
        console.log(`${name.padEnd(12)} run ${i + 1}: ${formatVitals(v)}`);
      }
    }
  } finally {
    await browser.close();
  }
  return seen;
}

async function main() {
  const font = process.argv[2];
  if (!font) throw new Error('usage: tsx ops/bench/fonts.ts <font.woff2> [runs]');
  const runs = Number(process.argv[3] ?? 5);
  const dir = mkdtempSync(join(tmpdir(), 'osg-fonts-'));
  const servers: Record<string, RunningServer> = {};
  try {
    // Both from copies taken now, so a rebuild of dist/web during the run changes neither side.
    cpSync(resolve('dist/web'), join(dir, 'system'), { recursive: true });
    withFont(resolve(font), join(dir, 'font'));
    servers['system stack'] = await startServer('app', { BENCH_SITE: '1', BENCH_WEB_ROOT: join(dir, 'system') });
    servers['shipped font'] = await startServer('app', { BENCH_SITE: '1', BENCH_WEB_ROOT: join(dir, 'font') });
    const seen = await visits(servers, runs);
    for (const [name, vs] of Object.entries(seen)) {
      const lcps = vs.map((v) => Math.round(v.lcpMs)).sort((a, b) => a - b);
      console.log(`median ${name.padEnd(12)} ${formatVitals(medianByLcp(vs))}; LCPs ${lcps.join(', ')} ms; worst CLS ${Math.max(...vs.map((v) => v.cls)).toFixed(3)}`);
    }
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error('fonts experiment crashed:', err);
  process.exit(1);
});
