import type { Context, Next } from 'koa';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AVATAR_TYPES, AVATAR_UPLOAD_PATH, avatarMessages as am } from '../../schemas/auth/commands.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import supertest from 'supertest';
import { eventRows, startTestApp, type TestApp } from '../../tests/support/api.js';
import { decodeGate, MAX_PIXELS } from '../shared/image-upload.js';
import { avatarRoutes } from './routes.js';
import { avatarIdsOf, avatarsDir, deleteAvatarsOf } from './store.js';

/*
 * Until api/shared/http.ts lets image bodies through the CSRF check on the upload route and
 * api/app.ts mounts avatarRoutes (see the issue 13 avatar report), these two shims do it for
 * this file; once both edits are in, they change nothing (the first router answers).
 */
vi.mock('../shared/http.js', async (importActual) => {
  const actual = await importActual<typeof import('../shared/http.js')>();
  return {
    ...actual,
    csrf: (origin: string) => {
      const inner = actual.csrf(origin);
      return async (ctx: Context, next: Next) =>
        ctx.method === 'POST' && ctx.path === AVATAR_UPLOAD_PATH && ctx.is(...AVATAR_TYPES) && ctx.get('Sec-Fetch-Site') === 'same-origin'
          ? next()
          : inner(ctx, next);
    },
  };
});

type Agent = ReturnType<typeof supertest.agent>;

const GPS_EXIF = {
  IFD0: { Make: 'SecretPhone', Model: 'Model X', Artist: 'Real Name Here' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 5678/100' },
};

async function jpegWithGps(width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .jpeg({ quality: 90 })
    .withExif(GPS_EXIF)
    .toBuffer();
}

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function crc32(b: Buffer): number {
  let c = ~0;
  for (const byte of b) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/**
 * A black RGB PNG of any size that weighs almost nothing: every row is a filter byte and zeros,
 * which zlib squeezes about a thousand to one (5000 × 5000 is about 73 KB). What an attacker
 * sends to make the server decode 25 megapixels for the price of a small upload.
 */
function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, not interlaced
  const idat = deflateSync(Buffer.alloc((width * 3 + 1) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

describe('avatars: upload, re-encode, serve, replace, erase', () => {
  let t: TestApp;
  let agent: Agent;
  let userId: number;
  let server: ReturnType<TestApp['app']['callback']>;
  const request = () => supertest(server);
  const sameOrigin = () => supertest.agent(server).set('Sec-Fetch-Site', 'same-origin');
  async function loginAs(_t: TestApp, who: 'member' | 'admin') {
    const a = sameOrigin();
    const creds = who === 'admin' ? { email: 'admin@example.com', password: 'Admin12345' } : { email: 'member@example.com', password: 'Member12345' };
    const res = await a.post('/_api/auth/login_with_password').send(creds);
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    return a;
  }
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    // Shim: in front of the static/SSR fallback (the last middleware), like app.ts's router list.
    const mw = t.app.middleware;
    mw.splice(mw.length - 1, 0, avatarRoutes(t.deps).routes() as unknown as (typeof mw)[number]);
    server = t.app.callback();
    // The demo accounts: sign-up itself is being reworked (issue 13) and is not what is tested here.
    agent = await loginAs(t, 'member');
    userId = (await agent.get('/_api/auth/session')).body.user.id as number;
  });
  afterAll(async () => t.close());

  const upload = (body: Buffer, type = 'image/jpeg', a: Agent = agent, key?: string) => {
    const req = a.post(AVATAR_UPLOAD_PATH).set('Content-Type', type);
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };

  async function refused(body: Buffer, type: string, status: number, error: string) {
    const before = await t.eventCount();
    const res = await upload(body, type);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error).toBe(error);
    expect(await t.eventCount()).toBe(before);
  }

  it('the fixture really carries GPS EXIF', async () => {
    const meta = await sharp(await jpegWithGps()).metadata();
    expect(meta.exif).toBeDefined();
    expect(meta.exif!.toString('latin1')).toContain('SecretPhone');
  });

  it('an uploaded JPEG with GPS metadata is served as WebP squares without any metadata', async () => {
    const original = await jpegWithGps();
    const res = await upload(original);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = res.body.user.avatarUrl as string;
    expect(url).toMatch(/^\/avatars\/[A-Za-z0-9_-]{22}-256\.webp$/);
    for (const size of [96, 256]) {
      const got = await request().get(url.replace('-256.', `-${size}.`)).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['cache-control']).toContain('immutable');
      const body = got.body as Buffer;
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([size, size]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      const text = body.toString('latin1');
      for (const marker of ['Exif', 'GPS', 'SecretPhone', 'Real Name Here', 'XMP']) expect(text).not.toContain(marker);
    }
    // Set through the profile command: one ProfileUpdated with the URL sealed.
    const last = eventRows(t).at(-1)!;
    expect(last.type).toBe('ProfileUpdated');
    expect(last.data).not.toContain('/avatars/');
    expect((await agent.get('/_api/user/profile')).body.user.avatarUrl).toBe(url);
  });

  it('files are 0600 in a 0700 folder, and owned by the member', () => {
    const dir = avatarsDir(t.config.dataDir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dir).filter((f) => f.endsWith('.webp'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(statSync(join(dir, f)).mode & 0o777).toBe(0o600);
    expect(avatarIdsOf(t.config.dataDir, userId)).toHaveLength(1);
  });

  it('accepts PNG and WebP; a new upload deletes the old files', async () => {
    const first = (await agent.get('/_api/user/profile')).body.user.avatarUrl as string;
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#33aa55' } }).png().toBuffer();
    const res = await upload(png, 'image/png');
    expect(res.status).toBe(200);
    expect((await request().get(first)).status).toBe(404);
    const webp = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#123456' } }).webp().toBuffer();
    // The declared type is not trusted either way: the bytes decide.
    expect((await upload(webp, 'image/png')).status).toBe(200);
    expect(avatarIdsOf(t.config.dataDir, userId)).toHaveLength(1);
  });

  it('refuses what is not a PNG, JPEG or WebP by its content, and appends nothing', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    await refused(gif, 'image/png', 400, am.type);
    await refused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/webp', 400, am.type);
    await refused(Buffer.alloc(0), 'image/png', 400, am.type);
    // Right magic bytes, broken image.
    const good = await jpegWithGps(64, 64);
    await refused(Buffer.concat([good.subarray(0, 20), Buffer.alloc(200, 7)]), 'image/jpeg', 400, am.unreadable);
  });

  it('refuses a JSON or form body with the type message', async () => {
    const before = await t.eventCount();
    const res = await agent.post(AVATAR_UPLOAD_PATH).send({ avatarUrl: 'https://evil.example/a.png' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(am.type);
    expect(await t.eventCount()).toBe(before);
  });

  it('refuses more than 2 MB with 413', async () => {
    const big = Buffer.concat([await jpegWithGps(64, 64), Buffer.alloc(2 * 1024 * 1024)]);
    await refused(big, 'image/jpeg', 413, am.tooLarge);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await refused(bomb, 'image/png', 400, am.tooManyPixels);
  });

  it('refuses a 73 KB PNG of 25 megapixels (issue 24: 2.9 s of CPU each) by its header, and one that claims 2^31 pixels a side', async () => {
    const png = blackPng(5000, 5000);
    expect(png.length).toBeLessThan(100_000);
    const peak = decodeGate.peak;
    await refused(png, 'image/png', 400, am.tooManyPixels);
    // A header that lies about its size is refused by the header alone, like the real one.
    const liar = Buffer.from(png);
    liar.writeUInt32BE(0x7fffffff, 16);
    liar.writeUInt32BE(crc32(liar.subarray(12, 29)), 29);
    await refused(liar, 'image/png', 400, am.tooManyPixels);
    expect(decodeGate.peak).toBe(peak); // no decode started
  });

  it('decodes at most 2 uploads at a time, lets 4 wait, and refuses the rest with 503 and Retry-After', async () => {
    // The largest image allowed (exactly 16 MP): each decode takes long enough for all to arrive.
    const png = blackPng(4000, 4000);
    expect(4000 * 4000).toBe(MAX_PIXELS);
    const before = await t.eventCount();
    // Two decodes that last until released hold both slots, so the count does not depend on
    // how fast this machine decodes: of 8 uploads, 4 wait and 4 are refused at once.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = [decodeGate.run(() => held), decodeGate.run(() => held)];
    const answered: number[] = [];
    const pending = Array.from({ length: 8 }, () =>
      upload(png, 'image/png').then((r) => {
        answered.push(r.status);
        return r;
      }),
    );
    // Every upload has reached the gate: 4 wait in it and 4 were answered (before any slot frees).
    await vi.waitFor(() => expect([decodeGate.queued, answered.length]).toEqual([4, 4]), { timeout: 30_000 });
    release();
    await Promise.all(holders);
    const answers = await Promise.all(pending);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(answers.map((r) => r.body))).toEqual([200, 200, 200, 200, 503, 503, 503, 503]);
    for (const busy of answers.filter((r) => r.status === 503)) {
      expect(busy.body).toEqual({ error: am.busy });
      expect(busy.headers['retry-after']).toBe('5');
    }
    expect(decodeGate.peak).toBe(2);
    expect(decodeGate.active + decodeGate.queued).toBe(0);
    // Each accepted upload is one ProfileUpdated; a refused one appends nothing.
    expect(await t.eventCount()).toBe(before + 4);
    // Once the queue has drained, an upload goes through again.
    expect((await upload(await jpegWithGps(64, 64))).status).toBe(200);
  });

  it('needs a signed-in member', async () => {
    const res = await sameOrigin().post(AVATAR_UPLOAD_PATH).set('Content-Type', 'image/jpeg').send(await jpegWithGps(32, 32));
    expect(res.status).toBe(401);
  });

  it('a cross-site upload is refused', async () => {
    const res = await request().post(AVATAR_UPLOAD_PATH).set('Sec-Fetch-Site', 'cross-site').set('Content-Type', 'image/jpeg').send(await jpegWithGps(32, 32));
    expect(res.status).toBe(403);
  });

  it('an Idempotency-Key retry reuses the first files', async () => {
    const img = await jpegWithGps(100, 100);
    const a = await upload(img, 'image/jpeg', agent, 'avatar-retry-1');
    const events = await t.eventCount();
    const b = await upload(img, 'image/jpeg', agent, 'avatar-retry-1');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.user.avatarUrl).toBe(a.body.user.avatarUrl);
    expect(await t.eventCount()).toBe(events);
  });

  describe('POST /_api/user/profile', () => {
    it.each([
      'https://images.example.com/me.png',
      'http://localhost/avatars/AAAAAAAAAAAAAAAAAAAAAA-256.webp',
      '//evil.example/avatars/AAAAAAAAAAAAAAAAAAAAAA-256.webp',
      '/avatars/../keys.db',
      '/avatars/AAAAAAAAAAAAAAAAAAAAAA-256.webp', // well formed, but not this member's upload
    ])('refuses %j', async (avatarUrl) => {
      const before = await t.eventCount();
      const res = await agent.post('/_api/user/profile').send({ avatarUrl });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(m.avatarUrlInvalid);
      expect(await t.eventCount()).toBe(before);
    });

    it("refuses another member's upload", async () => {
      const other = await loginAs(t, 'admin');
      const theirs = await upload(await jpegWithGps(50, 50), 'image/jpeg', other);
      expect(theirs.status).toBe(200);
      const res = await agent.post('/_api/user/profile').send({ avatarUrl: theirs.body.user.avatarUrl });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(m.avatarUrlInvalid);
    });

    it("removing the avatar ('') deletes the files", async () => {
      const url = (await agent.get('/_api/user/profile')).body.user.avatarUrl as string;
      expect(url).toBeTruthy();
      const res = await agent.post('/_api/user/profile').send({ avatarUrl: '' });
      expect(res.status).toBe(200);
      expect(res.body.user.avatarUrl).toBeNull();
      expect((await request().get(url)).status).toBe(404);
      expect(avatarIdsOf(t.config.dataDir, userId)).toEqual([]);
    });
  });

  it('deleteAvatarsOf removes every file of the member and nobody else’s', async () => {
    const a = agent;
    const b = await loginAs(t, 'admin');
    const ua = (await upload(await jpegWithGps(40, 40), 'image/jpeg', a)).body.user.avatarUrl as string;
    const ub = (await upload(await jpegWithGps(40, 40), 'image/jpeg', b)).body.user.avatarUrl as string;
    deleteAvatarsOf(t.config.dataDir, userId);
    deleteAvatarsOf(t.config.dataDir, userId); // idempotent
    expect((await request().get(ua)).status).toBe(404);
    expect((await request().get(ua.replace('-256.', '-96.'))).status).toBe(404);
    expect((await request().get(ub)).status).toBe(200);
    expect(avatarIdsOf(t.config.dataDir, userId)).toEqual([]);
  });

  it('GET of an unknown or malformed avatar is 404', async () => {
    for (const p of ['/avatars/AAAAAAAAAAAAAAAAAAAAAA-256.webp', '/avatars/AAAAAAAAAAAAAAAAAAAAAA-512.webp', '/avatars/x.webp']) {
      expect((await request().get(p)).status).toBe(404);
    }
  });

  it('logs no email address', () => {
    expect(t.logs.join('\n')).not.toMatch(/@example\.(com|test)/);
  });
});
