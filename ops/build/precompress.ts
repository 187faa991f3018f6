/**
 * Precompresses the client's hashed assets after `vite build` (`npm run build:web`): brotli at
 * maximum quality and gzip at level 9, written beside each file as `.br` and `.gz`, which
 * koa-send serves by the request's Accept-Encoding (api/shared/static.ts). A hashed file never
 * changes, so the slow best-ratio settings are paid once per build, never per request.
 *
 * Invariant: a `.br`/`.gz` always holds the current file's bytes. `vite build` empties dist/web,
 * and a rerun rewrites every copy, so a copy can never outlive or lag behind its source.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images, fonts and archives are compressed already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest', '.wasm']);
/** Below this the saving is smaller than a packet and not worth a file (koa-compress's threshold too). */
export const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` for one file; a copy that is not smaller is not written. */
async function precompressFile(path: string): Promise<{ bytes: number; br: number; gzip: number }> {
  const source = await readFile(path);
  const [b, g] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (b.length < source.length) await writeFile(`${path}.br`, b);
  if (g.length < source.length) await writeFile(`${path}.gz`, g);
  return { bytes: source.length, br: Math.min(b.length, source.length), gzip: Math.min(g.length, source.length) };
}

/** Precompresses every text file of at least MIN_BYTES under `dir`. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const todo: string[] = [];
  for await (const path of walk(dir)) {
    if (TEXT.has(extname(path)) && (await stat(path)).size >= MIN_BYTES) todo.push(path);
  }
  const total: PrecompressResult = { files: 0, bytes: 0, br: 0, gzip: 0 };
  // zlib's async calls run on libuv's thread pool (4 threads): a few files at a time keep it busy.
  for (let i = 0; i < todo.length; i += 4) {
    for (const r of await Promise.all(todo.slice(i, i + 4).map(precompressFile))) {
      total.files += 1;
      total.bytes += r.bytes;
      total.br += r.br;
      total.gzip += r.gzip;
    }
  }
  return total;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.argv[2] ?? 'dist/web/assets');
  const r = await precompressDir(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompressed ${r.files} files in ${dir}: ${kb(r.bytes)} -> brotli ${kb(r.br)}, gzip ${kb(r.gzip)}`);
}
