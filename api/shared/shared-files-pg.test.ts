import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgPool, pgTarget } from '../event-store/postgres-pool.js';
import { preparePgSchema } from '../event-store/postgres.js';
import { pgSchemas } from '../event-store/postgres.test-support.js';
import { fileRemoved, fileWritten, flushFiles, sharedFilesMiddleware } from './shared-files.js';
import { openPgFileMirror } from './shared-files-pg.js';

const schemas = pgSchemas('osg_files');
afterAll(() => schemas.dropAll());

describe('uploaded files shared through PostgreSQL', () => {
  it('a file one node writes reaches the other node’s data directory; a removal removes it there too; a GET fetches what was not pulled yet', async () => {
    const target = pgTarget(schemas.url());
    const pool = openPgPool(target, { max: 4 });
    await preparePgSchema(pool, target);
    const [dirA, dirB] = [mkdtempSync(join(tmpdir(), 'osg-files-a-')), mkdtempSync(join(tmpdir(), 'osg-files-b-'))];
    const a = await openPgFileMirror(pool, target, dirA);
    const b = await openPgFileMirror(pool, target, dirB);
    const file = (dir: string) => join(dir, 'avatars', 'abcdefghijklmnopqrstuv-64.webp');
    mkdirSync(join(dirA, 'avatars'), { recursive: true });
    writeFileSync(file(dirA), 'webp bytes');
    fileWritten(file(dirA));
    // Something outside the shared folders is never sent.
    writeFileSync(join(dirA, 'session-secret'), 'x');
    fileWritten(join(dirA, 'session-secret'));
    await flushFiles(dirA);
    await expect.poll(() => existsSync(file(dirB)), { timeout: 3000 }).toBe(true);
    expect(readFileSync(file(dirB), 'utf8')).toBe('webp bytes');
    expect((await pool.query('SELECT path FROM shared_files ORDER BY path')).rows.map((r: { path: string }) => r.path)).toEqual(['avatars/abcdefghijklmnopqrstuv-64.webp']);

    // A node asked for a file it has no copy of fetches it before the route serves it.
    rmSync(file(dirB));
    const ctx = { method: 'GET', path: '/avatars/abcdefghijklmnopqrstuv-64.webp' } as Context;
    await sharedFilesMiddleware(dirB)(ctx, async () => {
      expect(readFileSync(file(dirB), 'utf8')).toBe('webp bytes');
    });

    rmSync(file(dirA));
    fileRemoved(file(dirA));
    await flushFiles(dirA);
    await expect.poll(() => existsSync(file(dirB)), { timeout: 3000 }).toBe(false);

    // A restart pulls only what changed since its horizon, and what it missed while away.
    b.close();
    mkdirSync(join(dirA, 'product-images'), { recursive: true });
    writeFileSync(join(dirA, 'product-images', 'p-c640.webp'), 'product');
    fileWritten(join(dirA, 'product-images', 'p-c640.webp'));
    await flushFiles(dirA);
    expect(existsSync(join(dirB, 'product-images', 'p-c640.webp'))).toBe(false);
    const again = await openPgFileMirror(pool, target, dirB);
    expect(readFileSync(join(dirB, 'product-images', 'p-c640.webp'), 'utf8')).toBe('product');
    again.close();
    a.close();
    await pool.end();
    rmSync(dirA, { recursive: true, force: true });
    rmSync(dirB, { recursive: true, force: true });
  });
});
