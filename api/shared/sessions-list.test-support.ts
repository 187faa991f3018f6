import { expect, it } from 'vitest';
import { genid, sessionHandle, type SessionStore } from './sessions.js';

/**
 * Settings' session list (issue 29), the same on both stores: a member's live sessions newest
 * first with device and times, under a handle that is neither the cookie value nor the store's
 * key; one ended by its handle, only the member's own, others untouched.
 */
export function sessionListContract(store: () => SessionStore, keys: () => Promise<string[]>) {
  it('lists a member’s sessions, newest first, with device and times, under handles that open nothing', async () => {
    const [a, b] = [genid(), genid()];
    await store().set(a, { userId: 41, role: 'user', createdAt: 1_000, seenAt: 5_000, device: 'Firefox on Linux' }, 60_000);
    await store().set(b, { userId: 41, role: 'user', createdAt: 2_000, seenAt: 2_000, device: 'Safari on iPhone' }, 60_000);
    await store().set(genid(), { userId: 42, role: 'user', createdAt: 3_000 }, 60_000);
    const list = await store().listUserSessions(41);
    expect(list).toEqual([
      { handle: sessionHandle(b), device: 'Safari on iPhone', createdAt: 2_000, seenAt: 2_000 },
      { handle: sessionHandle(a), device: 'Firefox on Linux', createdAt: 1_000, seenAt: 5_000 },
    ]);
    // The handle is neither the cookie value nor the key the store files it under.
    const stored = (await keys()).join(' ');
    for (const s of list) {
      expect(s.handle).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(stored).not.toContain(s.handle);
      expect([a, b]).not.toContain(s.handle);
    }
    expect(stored).not.toContain(a);
  });

  it('ends one session by its handle, only the member’s own', async () => {
    const [a, b] = [genid(), genid()];
    await store().set(a, { userId: 51, role: 'user', createdAt: 1_000 }, 60_000);
    await store().set(b, { userId: 51, role: 'user', createdAt: 2_000 }, 60_000);
    // Another member cannot end it with its handle.
    expect(await store().destroyUserSession(52, sessionHandle(a))).toBe(false);
    expect(await store().get(a)).toBeDefined();
    expect(await store().destroyUserSession(51, sessionHandle(a))).toBe(true);
    expect(await store().get(a)).toBeUndefined();
    expect(await store().get(b)).toBeDefined();
    expect((await store().listUserSessions(51)).map((s) => s.handle)).toEqual([sessionHandle(b)]);
    // Already gone: nothing to end.
    expect(await store().destroyUserSession(51, sessionHandle(a))).toBe(false);
    // Everything but this one: the list holds this one only.
    const c = genid();
    await store().set(c, { userId: 51, role: 'user', createdAt: 3_000 }, 60_000);
    await store().destroyUserSessions(51, c);
    expect((await store().listUserSessions(51)).map((s) => s.handle)).toEqual([sessionHandle(c)]);
  });
}
