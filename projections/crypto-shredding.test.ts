import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKeyStore } from '../api/shared/personal-data.js';
import { signUpAndConfirm, startTestApp, uploadAvatar, type TestApp } from '../tests/support/api.js';
import { currentReadModelFile, digest } from '../tests/support/synthetic.js';
import { currentGeneration } from './read-db.js';
import { rebuildReadModel } from './rebuild.js';

/**
 * Crypto-shredding (issue 2, 'Event store'): destroying a member's key erases them from
 * every replay. Members are registered through the HTTP API, one key is destroyed, the
 * read model is rebuilt from the log: that member is '[deleted]' without an email, the
 * others are untouched, and the log itself never held a plaintext address or name.
 */

interface UserRow {
  id: number;
  email: string | null;
  email_lower: string | null;
  display_name: string;
  avatar_url: string | null;
  role: string;
  created_at: string;
}

const password = 'Shred-Test-Pass-9';
const members = [
  { displayName: 'Alice Keeps', email: 'alice.keeps@shred.test', avatar: '#aa3355' },
  { displayName: 'Bob Forgotten', email: 'Bob.Forgotten@Shred.test', avatar: '#3355aa' },
  { displayName: 'Carol Keeps', email: 'carol.keeps@shred.test', avatar: null },
];

let t: TestApp;
const ids: number[] = [];
/** The uploaded avatars' site paths, per member (null: none). */
const avatars: (string | null)[] = [];
const agents: ReturnType<TestApp['agent']>[] = [];

const users = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT id, email, email_lower, display_name, avatar_url, role, created_at FROM users ORDER BY id').all() as UserRow[];
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  t = await startTestApp();
  for (const m of members) {
    const agent = t.agent();
    const reg = await signUpAndConfirm(t, agent, { displayName: m.displayName, email: m.email, password, confirmPassword: password, ageConfirmed: true });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    ids.push(reg.body.user.id);
    avatars.push(m.avatar ? await uploadAvatar(agent, m.avatar) : null);
    agents.push(agent);
  }
}, 60_000);

afterAll(async () => t?.close());

describe('crypto-shredding', () => {
  it('a destroyed key projects as [deleted] after a rebuild; the other members are intact', async () => {
    const before = users(currentReadModelFile(t.config.files.readModelDir)!);
    const bob = ids[1]!;
    expect(before.find((u) => u.id === bob)).toMatchObject({ email: 'Bob.Forgotten@Shred.test', display_name: 'Bob Forgotten' });

    t.deps.keys.destroy(bob);
    // Another process (a replay, a second node) sees the key gone too.
    const elsewhere = openKeyStore(t.config.files.keys);
    expect(elsewhere.find(bob)).toBeNull();
    expect(elsewhere.find(ids[0]!)).not.toBeNull();
    elsewhere.close();

    const oldGeneration = currentGeneration(t.config.files.readModelDir);
    const res = await rebuildReadModel({ store: t.deps.store, keys: t.deps.keys, dir: t.config.files.readModelDir });
    expect(res.generation).not.toBe(oldGeneration);
    expect(t.deps.rm.followSwap()).toBe(true);

    const after = users(currentReadModelFile(t.config.files.readModelDir)!);
    expect(after.map((u) => u.id)).toEqual(before.map((u) => u.id));
    expect(after.find((u) => u.id === bob)).toEqual({
      ...before.find((u) => u.id === bob),
      email: null,
      email_lower: null,
      display_name: '[deleted]',
      avatar_url: null,
    });
    // Everyone else (the other members and the seeded demo accounts) is exactly as before.
    expect(after.filter((u) => u.id !== bob)).toEqual(before.filter((u) => u.id !== bob));

    // The API no longer knows the erased member; the others still work.
    expect((await agents[1]!.get('/_api/user/profile')).status).toBe(401);
    const alice = await agents[0]!.get('/_api/user/profile');
    expect(alice.status).toBe(200);
    expect(alice.body.user).toMatchObject({ displayName: 'Alice Keeps', email: 'alice.keeps@shred.test', avatarUrl: avatars[0] });
    const login = await t.agent().post('/_api/auth/login_with_password').send({ email: members[1]!.email, password });
    expect(login.status).toBe(401);

    // A second rebuild gives the same result (erasure is stable under replay).
    const again = await rebuildReadModel({ store: t.deps.store, keys: t.deps.keys, dir: t.config.files.readModelDir });
    t.deps.rm.followSwap();
    expect(digest(join(t.config.files.readModelDir, again.generation)).digest).toBe(digest(join(t.config.files.readModelDir, res.generation)).digest);

    // The generation from before the erasure is pruned by then: no read-model file holds Bob.
    // (After the first rebuild it is still kept for processes that have not swapped yet.)
    expect(existsSync(join(t.config.files.readModelDir, oldGeneration!))).toBe(false);
    for (const f of readdirSync(t.config.files.readModelDir)) {
      const bytes = readFileSync(join(t.config.files.readModelDir, f));
      expect(bytes.includes(Buffer.from('Bob.Forgotten@Shred.test')), `Bob's email in ${f}`).toBe(false);
    }
  });

  it('the raw event log holds no plaintext email or name of any member', () => {
    const files = [t.config.files.events, `${t.config.files.events}-wal`].filter(existsSync);
    const raw = Buffer.concat(files.map((f) => readFileSync(f)));
    expect(raw.length).toBeGreaterThan(0);
    const secrets = [
      ...members.flatMap((m) => [m.email, m.email.toLowerCase(), m.displayName]),
      ...avatars.filter((a): a is string => a !== null),
      'admin@example.com',
      'member@example.com',
    ];
    for (const s of secrets) {
      expect(raw.includes(Buffer.from(s, 'utf8')), `${s} in events.db`).toBe(false);
      expect(raw.includes(Buffer.from(JSON.stringify(s).slice(1, -1), 'utf8')), `${s} (JSON) in events.db`).toBe(false);
    }
    // The sealed values are there (the log is not empty of personal data fields, just encrypted).
    expect(raw.includes(Buffer.from(`enc:v1:${ids[1]}:`))).toBe(true);
  });
});
