import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStylesheet } from './inline-css.js';

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, Chunk>;

export interface RouteAssets {
  html: string;
  /** CSP style sources of the stylesheets `html` inlines. */
  styleSources: string[];
}

/**
 * The JavaScript chunks and CSS files a route's screen needs beyond what index.html already loads
 * (the entry's own), read from the client build's manifest (vite.config.ts: build.manifest).
 * In the page's head: the CSS inlined as the shell's is (inline-css.ts), so the server-rendered page
 * is styled before any script runs and waits for no request, with its CSP sources; the chunks as
 * modulepreload so the browser fetches them in parallel with the entry.
 * The shell's own files are those index.html names (`shell`): the entry module travels in the app
 * chunk (vite.config.ts), so the manifest marks no chunk as the entry.
 */
export function routeAssets(webRoot: string, shell: string) {
  const file = join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
  // A screen built into a feature's chunk has no entry of its own: the build names its chunk (vite.config.ts, screenChunks).
  const screensFile = join(webRoot, '.vite', 'screens.json');
  const chunkOf: Record<string, string> = existsSync(screensFile) ? (JSON.parse(readFileSync(screensFile, 'utf8')) as Record<string, string>) : {};
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry) ?? '';
  const inShell = new Set<string>();
  walk(manifest, entry, new Set(), (c) => [c.file, ...(c.css ?? [])].forEach((f) => inShell.add(f)));
  for (const [, file] of shell.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) inShell.add(file!);
  const links = new Map<string, RouteAssets>();
  return (screen: string): RouteAssets => {
    let assets = links.get(screen);
    if (assets !== undefined) return assets;
    const scripts: string[] = [];
    const styles: string[] = [];
    walk(manifest, chunkOf[screen] ?? screen, new Set(), (c) => {
      if (!inShell.has(c.file)) scripts.push(c.file);
      for (const css of c.css ?? []) if (!inShell.has(css)) styles.push(css);
    });
    const styleSources: string[] = [];
    const css = styles.map((f) => {
      const inlined = inlineStylesheet(webRoot, f);
      if (!inlined) return `<link rel="stylesheet" crossorigin href="/${f}">`;
      styleSources.push(inlined.source);
      return inlined.html;
    });
    const html = [...css, ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)].join('\n    ');
    assets = { html, styleSources };
    links.set(screen, assets);
    return assets;
  };
}

/** Depth-first over static imports, each chunk once. */
function walk(manifest: Manifest, key: string, seen: Set<string>, visit: (c: Chunk) => void) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) walk(manifest, dep, seen, visit);
  visit(chunk);
}
