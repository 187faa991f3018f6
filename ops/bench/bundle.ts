import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 3: the initial route's JavaScript, gzipped, must stay within 150 KB. */
export const BUDGET_BYTES = 150 * 1024;

export type BundleResult =
  | { status: 'measured'; built: boolean; files: { file: string; raw: number; gzip: number }[]; gzipBytes: number; rawBytes: number; extra: string[] }
  | { status: 'skipped'; reason: string };

const attr = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** The entry `<script type="module" src>` and every `<link rel="modulepreload" href>` of index.html. */
export function initialScripts(html: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) if (attr(tag, 'type') === 'module' && attr(tag, 'src')) out.push(attr(tag, 'src')!);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) if (attr(tag, 'rel')?.toLowerCase() === 'modulepreload' && attr(tag, 'href')) out.push(attr(tag, 'href')!);
  return [...new Set(out)];
}

/** Static `import`/`export ... from` of relative chunks (not dynamic `import()`), to catch any chunk the HTML did not preload. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]!);
}

const toFile = (root: string, url: string) => {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0]!;
  const file = normalize(join(root, path.startsWith('/') ? path : `/${path}`));
  if (relative(root, file).startsWith('..')) throw new Error(`script outside dist/web: ${url}`);
  return file;
};

export function measureBundle(root = resolve('dist/web')): BundleResult {
  let built = false;
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: Record<string, string> };
    if (!pkg.scripts?.['build:web']) return { status: 'skipped', reason: 'dist/web/index.html is missing and package.json has no build:web script' };
    const run = spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 180_000 });
    if (run.status !== 0 || !existsSync(index)) {
      const tail = `${run.stderr ?? ''}${run.stdout ?? ''}`.trim().split('\n').slice(-3).join(' | ');
      return { status: 'skipped', reason: `npm run build:web failed (${run.error?.message ?? `exit ${run.status}`}): ${tail.slice(0, 300)}` };
    }
    built = true;
  }
  const entries = initialScripts(readFileSync(index, 'utf8')).map((u) => toFile(root, u));
  if (entries.length === 0) return { status: 'skipped', reason: 'dist/web/index.html has no <script type="module" src> entry' };
  const seen = new Set(entries);
  const extra: string[] = [];
  const queue = [...entries];
  const files: { file: string; raw: number; gzip: number }[] = [];
  while (queue.length) {
    const file = queue.shift()!;
    if (!existsSync(file)) throw new Error(`index.html references a missing file: ${relative(root, file)}`);
    const code = readFileSync(file);
    files.push({ file: relative(root, file), raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
    for (const spec of staticImports(code.toString('utf8'))) {
      const dep = normalize(join(dirname(file), spec));
      if (seen.has(dep)) continue;
      seen.add(dep);
      extra.push(relative(root, dep));
      queue.push(dep);
    }
  }
  return {
    status: 'measured',
    built,
    files,
    gzipBytes: files.reduce((n, f) => n + f.gzip, 0),
    rawBytes: files.reduce((n, f) => n + f.raw, 0),
    extra,
  };
}
