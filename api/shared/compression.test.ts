import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../ops/build/precompress.js';
import { startTestApp, type TestApp } from '../../tests/support/api.js';
import { compressibleType } from './compression.js';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes on the wire: supertest would decode gzip and brotli before we could look. */
function raw(server: Server, method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(res: Raw): Buffer {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(res.body);
  if (enc === 'gzip') return gunzipSync(res.body);
  expect(enc).toBeUndefined();
  return res.body;
}

const varyList = (res: Raw) => String(res.headers.vary).split(/\s*,\s*/);

/** A script that compresses well and is well over a kilobyte. */
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = () => 'the quick brown fox ${i}';`).join('\n');

describe('precompressDir (build step)', () => {
  it('writes .br and .gz beside text files over 1 KB that decode to the same bytes; skips small files and images', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'osg-precompress-'));
    try {
      mkdirSync(join(dir, 'nested'));
      writeFileSync(join(dir, 'app-abc.js'), SCRIPT);
      writeFileSync(join(dir, 'nested', 'style-def.css'), `.a{color:red}\n`.repeat(200));
      writeFileSync(join(dir, 'tiny-123.js'), 'console.log(1);');
      writeFileSync(join(dir, 'cover-456.png'), randomBytes(4096));
      const r = await precompressDir(dir);
      expect(r.files).toBe(2);
      for (const file of ['app-abc.js', join('nested', 'style-def.css')]) {
        const source = readFileSync(join(dir, file));
        const br = readFileSync(join(dir, `${file}.br`));
        const gz = readFileSync(join(dir, `${file}.gz`));
        expect(br.length).toBeLessThan(source.length / 4);
        expect(brotliDecompressSync(br).equals(source)).toBe(true);
        expect(gunzipSync(gz).equals(source)).toBe(true);
      }
      for (const file of ['tiny-123.js', 'cover-456.png']) {
        expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
        expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the compressible types', () => {
  it('HTML, JSON, text, XML, JS, CSS and SVG; never event streams, images or fonts', () => {
    for (const t of ['text/html', 'text/html; charset=utf-8', 'application/json', 'text/plain', 'application/xml', 'application/rss+xml', 'text/css', 'text/javascript', 'application/javascript', 'image/svg+xml', 'application/manifest+json'])
      expect(compressibleType(t), t).toBe(true);
    for (const t of ['text/event-stream', 'text/event-stream; charset=utf-8', 'image/png', 'image/webp', 'font/woff2', 'application/octet-stream', 'application/zip'])
      expect(compressibleType(t), t).toBe(false);
  });
});

describe('compression on the wire', () => {
  let t: TestApp;
  let server: Server;
  let root: string;
  const asset = '/assets/app-abc123.js';
  const get = (path: string, headers: Record<string, string> = {}) => raw(server, 'GET', path, headers);

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    // The harness serves the web client from <dataDir>/no-web: give it a small build, precompressed.
    root = join(t.dataDir, 'no-web');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), `<!doctype html><html lang="en"><head><title>t</title><script type="module" src="${asset}"></script></head><body>${'<p>shell</p>'.repeat(150)}</body></html>`);
    writeFileSync(join(root, 'assets', 'app-abc123.js'), SCRIPT);
    writeFileSync(join(root, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>`);
    await precompressDir(join(root, 'assets'));
    // Test-only routes after every production middleware: an event stream and an image, both large.
    t.app.use(async (ctx: Context, next: Next) => {
      if (ctx.path === '/_api/__test/events') {
        ctx.type = 'text/event-stream; charset=utf-8';
        ctx.body = 'data: {"hello":"world"}\n\n'.repeat(200);
        return;
      }
      if (ctx.path === '/_api/__test/image') {
        ctx.type = 'image/png';
        ctx.body = Buffer.alloc(8192, 7);
        return;
      }
      return next();
    });
    server = createServer(t.app.callback()).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
  });
  afterAll(async () => {
    server?.close();
    await t?.close();
  });

  describe('precompressed hashed assets', () => {
    const original = () => readFileSync(join(root, 'assets', 'app-abc123.js'));

    for (const [accept, encoding, file] of [
      ['br', 'br', 'app-abc123.js.br'],
      ['gzip, deflate, br', 'br', 'app-abc123.js.br'],
      ['gzip', 'gzip', 'app-abc123.js.gz'],
      ['', undefined, 'app-abc123.js'],
    ] as const) {
      it(`Accept-Encoding "${accept}" answers ${file} with Vary and an immutable year`, async () => {
        const res = await get(asset, accept ? { 'Accept-Encoding': accept } : {});
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.body.equals(readFileSync(join(root, 'assets', file)))).toBe(true);
        expect(decode(res).equals(original())).toBe(true);
        expect(String(res.headers['content-type'])).toMatch(/^text\/javascript|^application\/javascript/);
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(varyList(res)).toContain('Accept-Encoding');
        expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      });
    }

    it('HEAD answers the headers of the chosen encoding and no body', async () => {
      const res = await raw(server, 'HEAD', asset, { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(Number(res.headers['content-length'])).toBe(readFileSync(join(root, 'assets', 'app-abc123.js.br')).length);
      expect(res.body.length).toBe(0);
    });

    it('a revalidation with If-Modified-Since is a 304 with no body and no Content-Encoding', async () => {
      const first = await get(asset, { 'Accept-Encoding': 'br' });
      const res = await get(asset, { 'Accept-Encoding': 'br', 'If-Modified-Since': String(first.headers['last-modified']) });
      expect(res.status).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('other static files carry Vary and a shorter cache, not immutable', async () => {
      const res = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('max-age=3600');
      expect(varyList(res)).toContain('Accept-Encoding');
      expect(res.headers['content-encoding']).toBeUndefined(); // under 1 KB
    });
  });

  describe('dynamic HTML and JSON', () => {
    it('a JSON route over 1 KB is compressed by Accept-Encoding and decodes to the same JSON', async () => {
      const plain = await get('/_api/articles');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
      for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br, zstd', 'br'], ['identity', undefined]] as const) {
        const res = await get('/_api/articles', { 'Accept-Encoding': accept });
        expect(res.status, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers['content-type'], accept).toBe('application/json; charset=utf-8');
        expect(varyList(res), accept).toContain('Accept-Encoding');
        expect(decode(res).toString('utf8'), accept).toBe(plain.body.toString('utf8'));
        if (encoding) {
          expect(res.body.length, accept).toBeLessThan(plain.body.length / 2);
          // Never the identity length: chunked, or (an answer from the answer cache) the compressed bytes' own.
          if (res.headers['content-length'] !== undefined) expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
        }
      }
      expect(JSON.parse(plain.body.toString('utf8')).articles.length).toBeGreaterThan(1);
    });

    it('a JSON response under 1 KB is sent as is', async () => {
      const res = await get('/_api/auth/session', { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(varyList(res)).toContain('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('HTML pages are compressed, keep no-cache and every security header', async () => {
      const plain = await get('/articles');
      const res = await get('/articles', { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decode(res).equals(plain.body)).toBe(true);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      for (const h of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-request-id'])
        expect(res.headers[h], h).toBeDefined();
      expect(varyList(res)).toEqual(expect.arrayContaining(['Origin', 'Sec-Fetch-Site', 'Accept-Encoding']));
    });

    it('never compresses an event stream or an already-compressed type, whatever their size', async () => {
      for (const path of ['/_api/__test/events', '/_api/__test/image']) {
        const res = await get(path, { 'Accept-Encoding': 'br, gzip' });
        expect(res.status, path).toBe(200);
        expect(res.body.length, path).toBeGreaterThan(4096);
        expect(res.headers['content-encoding'], path).toBeUndefined();
      }
    });

    it('HEAD on a compressible page answers the identity length and no body', async () => {
      const plain = await get('/articles');
      const res = await raw(server, 'HEAD', '/articles', { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.body.length).toBe(0);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(plain.body.length);
    });
  });
});
