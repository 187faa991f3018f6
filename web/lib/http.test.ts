import { afterEach, describe, expect, it, vi } from 'vitest';
import { postJson, submissionKeys } from './http';

describe('submissionKeys', () => {
  it('reuses the key while the same submission is retried, and makes a new one after a success or a change', () => {
    let n = 0;
    const keys = submissionKeys(() => `key-${++n}`);
    const first = { articleId: 1, content: 'Hello' };
    expect(keys.keyFor(first)).toBe('key-1');
    expect(keys.keyFor({ ...first })).toBe('key-1');
    expect(keys.keyFor({ articleId: 1, content: 'Hello, edited' })).toBe('key-2');
    keys.settled();
    expect(keys.keyFor({ articleId: 1, content: 'Hello, edited' })).toBe('key-3');
  });

  it('makes random UUIDs by default', () => {
    const a = submissionKeys().keyFor({ x: 1 });
    const b = submissionKeys().keyFor({ x: 1 });
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b).not.toBe(a);
  });
});

describe('postJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the Idempotency-Key header when given one, and none otherwise', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await postJson('/_api/articles/comments', { content: 'x' }, 'failed', 'k-1');
    await postJson('/_api/comments/edit', { content: 'x' });
    const headers = (call: number) => (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers(0)['Idempotency-Key']).toBe('k-1');
    expect(headers(0)['Content-Type']).toBe('application/json');
    expect(headers(1)['Idempotency-Key']).toBeUndefined();
  });
});
