import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../api/app.js';
import { loadConfig } from '../api/config.js';
import { createLogger } from '../api/shared/log.js';
import { openKeyStore, unseal } from '../api/shared/personal-data.js';
import { currentGeneration } from '../projections/read-db.js';
import { seedIfEmpty } from './seed/seed.js';

const run = promisify(execFile);

describe('npm run forget-member', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'osg-forget-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('destroys the key, rebuilds without the member and leaves no older read-model file holding their data', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '1', SEED_CONTENT: '0', LOG_LEVEL: 'silent' });
    const app = await createApp(config, { logger: createLogger('silent') });
    await app.deps.awaitProjection((await seedIfEmpty(app.deps))!);
    await app.close();

    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'ops/forget-member.ts', '2'], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain('member 2 forgotten');

    const dir = config.files.readModelDir;
    const files = readdirSync(dir).filter((f) => f.startsWith('rm-') && f.endsWith('.db'));
    expect(files).toEqual([currentGeneration(dir)]);
    const db = new Database(join(dir, files[0]!), { readonly: true });
    const rows = db.prepare('SELECT id, email, display_name FROM users ORDER BY id').all() as { id: number; email: string | null; display_name: string }[];
    db.close();
    expect(rows.find((r) => r.id === 2)).toEqual({ id: 2, email: null, display_name: '[deleted]' });
    expect(rows.find((r) => r.id === 1)?.email).toBe('admin@example.com');

    // The member's password hash was sealed with the destroyed key: it cannot be read back.
    const log = new Database(config.files.events, { readonly: true });
    const registered = log.prepare("SELECT data FROM events WHERE stream_id = 'user-2' AND type = 'UserRegistered'").get() as { data: string };
    log.close();
    const { passwordHash } = JSON.parse(registered.data) as { passwordHash: string };
    expect(passwordHash).not.toContain('$argon2');
    const keys = openKeyStore(config.files.keys);
    expect(unseal(keys, passwordHash)).toBeNull();
    keys.close();
  }, 60_000);
});
