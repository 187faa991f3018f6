import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventStore, RecordedEvent } from '../event-store/port.js';
import { toPosition } from '../event-store/sqlite.js';
import { createLogger } from '../shared/log.js';
import type { LiveEvent, LiveTopic } from '../../schemas/live/events.js';
import { decodeLive, encodeLive } from './channel.js';
import { LiveHub, LiveLimitError, type LiveHubOptions, type LiveStream } from './hub.js';
import { toLiveEvents } from './map.js';

/** The hub on its own: a log in memory, a position we move by hand, streams read as text. */

const meta = { actorId: 1, actorRole: 'user' as const, correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00.000Z' };
const rec = (n: number, type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `e${n}`,
  type,
  data,
  metadata: meta,
  streamId: `s-${n}`,
  revision: 0,
  position: toPosition(n),
});
const posted = (n: number, articleId: number, commentId = n) => rec(n, 'CommentPosted', { commentId, articleId, authorId: 1, parentCommentId: null, content: 'x' });
const live = (n: number, topic: LiveTopic, id = n): LiveEvent => ({ topic, kind: 'comment', id, position: toPosition(n) });

function setup(log: RecordedEvent[], over: Partial<LiveHubOptions> = {}) {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE comments (id INTEGER PRIMARY KEY, article_id INTEGER NOT NULL)');
  let gate: Promise<void> = Promise.resolve();
  const state = { projected: log.length ? log[log.length - 1]!.position : null, reads: 0 };
  const store = {
    kind: 'sqlite',
    async readAll(after: string | null, limit: number) {
      state.reads += 1;
      await gate;
      return log.filter((e) => after === null || e.position > after).slice(0, limit);
    },
    async head() {
      return log.length ? log[log.length - 1]!.position : null;
    },
  } as unknown as EventStore;
  const hub = new LiveHub({ store, connection: () => db, projected: () => state.projected, log: createLogger('silent'), ...over });
  const hold = () => {
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    return release;
  };
  return { hub, db, state, hold };
}

/** Everything written to a stream so far, parsed into messages. */
function reader(s: LiveStream) {
  let text = '';
  s.out.on('data', (c: Buffer) => (text += c.toString('utf8')));
  const messages = () =>
    text
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        const fields: { event?: string; id?: string; data?: string; retry?: string } & Record<string, string | undefined> = {};
        const comments: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else {
            const i = line.indexOf(':');
            fields[line.slice(0, i)] = line.slice(i + 2);
          }
        }
        return { ...fields, comments };
      });
  return { text: () => text, messages, live: () => messages().filter((m) => m.event === 'live').map((m) => JSON.parse(m.data!) as LiveEvent) };
}

const hubs: LiveHub[] = [];
afterEach(() => {
  for (const h of hubs.splice(0)) h.close();
});
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('LiveHub', () => {
  it('holds live events while a replay runs, then sends the replayed ones, the ready mark and only the newer live ones', async () => {
    const log = [posted(1, 7), posted(2, 7), posted(3, 8), posted(4, 7), posted(5, 7)];
    const { hub, hold } = setup(log);
    hubs.push(hub);
    const release = hold();
    const s = hub.attach(new Set<LiveTopic>(['article:7']), '1.1.1.1');
    const out = reader(s);
    const started = hub.start(s, toPosition(1));
    await tick();
    // Arrive during the replay: 4 and 5 are in the replayed range (already in the log), 6 and 7 are new.
    hub.deliver([live(4, 'article:7'), live(6, 'article:7'), live(5, 'article:7'), live(7, 'article:8'), live(8, 'article:7')]);
    expect(out.live()).toEqual([]);
    release();
    await started;
    await tick();
    expect(out.live().map((e) => e.id)).toEqual([2, 4, 5, 6, 8]);
    const ids = out.messages().filter((m) => m.id).map((m) => [m.event, m.id]);
    expect(ids).toEqual([
      ['live', toPosition(2)],
      ['live', toPosition(4)],
      ['live', toPosition(5)],
      ['ready', toPosition(5)],
      ['live', toPosition(6)],
      ['live', toPosition(8)],
    ]);
    // Live from now on: a copy of an old event (a late Redis message) is not sent again.
    hub.deliver([live(5, 'article:7'), live(9, 'article:7')]);
    await tick();
    expect(out.live().map((e) => e.id)).toEqual([2, 4, 5, 6, 8, 9]);
  });

  it('replays at most replayLimit events, else tells the client to reset at the projected position', async () => {
    const log = Array.from({ length: 30 }, (_, i) => rec(i + 1, 'Other', {}));
    const { hub } = setup(log, { replayLimit: 10 });
    hubs.push(hub);
    const s = hub.attach(new Set<LiveTopic>(['thread:1']), 'a');
    const out = reader(s);
    await hub.start(s, toPosition(5));
    await tick();
    expect(out.messages().map((m) => [m.event, m.id])).toEqual([
      [undefined, undefined],
      ['reset', toPosition(30)],
      ['ready', toPosition(30)],
    ]);
    // Exactly at the bound it replays.
    const s2 = hub.attach(new Set<LiveTopic>(['thread:1']), 'a');
    const out2 = reader(s2);
    await hub.start(s2, toPosition(20));
    await tick();
    expect(out2.messages().map((m) => m.event)).toEqual([undefined, 'ready']);
  });

  it('a position ahead of the log is a reset; ahead of the read model only (still projecting) it waits from there', async () => {
    const log = [posted(1, 7), posted(2, 7), posted(3, 7)];
    const { hub, state } = setup(log);
    hubs.push(hub);
    const ahead = hub.attach(new Set<LiveTopic>(['article:7']), 'a');
    const a = reader(ahead);
    await hub.start(ahead, toPosition(50));
    state.projected = toPosition(2);
    const lagging = hub.attach(new Set<LiveTopic>(['article:7']), 'a');
    const l = reader(lagging);
    await hub.start(lagging, toPosition(3));
    await tick();
    expect(a.messages().some((m) => m.event === 'reset')).toBe(true);
    expect(l.messages().map((m) => [m.event, m.id])).toEqual([
      [undefined, undefined],
      ['ready', toPosition(3)],
    ]);
    hub.deliver([live(3, 'article:7'), live(4, 'article:7')]);
    await tick();
    expect(l.live().map((e) => e.id)).toEqual([4]);
  });

  it('beats every heartbeatMs with a comment, moving the id past events the stream did not need', async () => {
    const { hub, state } = setup([posted(1, 7)], { heartbeatMs: 20 });
    hubs.push(hub);
    const s = hub.attach(new Set<LiveTopic>(['article:7']), 'a');
    const out = reader(s);
    await hub.start(s, null);
    state.projected = toPosition(40);
    const pings = () => out.messages().filter((m) => m.comments.includes('ping'));
    await vi.waitFor(() => expect(pings().length).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 10 });
    expect(pings().some((m) => m.id === toPosition(40))).toBe(true);
    expect(s.lastId).toBe(toPosition(40));
  });

  it('ends a stream whose held events or unread bytes pass the bounds, and detaches it', async () => {
    const { hub, hold } = setup([posted(1, 7)], { maxBuffered: 3, maxUnreadBytes: 600 });
    hubs.push(hub);
    const release = hold();
    const held = hub.attach(new Set<LiveTopic>(['article:7']), 'a');
    const started = hub.start(held, toPosition(0));
    hub.deliver([2, 3, 4, 5].map((n) => live(n, 'article:7')));
    expect(held.closed).toBe(true);
    release();
    await started;
    const slow = hub.attach(new Set<LiveTopic>(['article:7']), 'b');
    await hub.start(slow, null); // nobody reads slow.out
    for (let n = 10; n < 60 && !slow.closed; n++) hub.deliver([live(n, 'article:7')]);
    expect(slow.closed).toBe(true);
    expect(hub.size).toBe(0);
    expect(hub.topicCount).toBe(0);
    expect(hub.addressCount).toBe(0);
  });

  it('caps streams per address and in all; detaching frees the place; close ends every stream', async () => {
    const { hub } = setup([], { maxStreams: 3, maxPerIp: 2 });
    hubs.push(hub);
    const t = new Set<LiveTopic>(['thread:1']);
    const a1 = hub.attach(t, 'a');
    hub.attach(t, 'a');
    expect(() => hub.attach(t, 'a')).toThrow(LiveLimitError);
    hub.attach(t, 'b');
    expect(() => hub.attach(t, 'c')).toThrowError(expect.objectContaining({ scope: 'global' }));
    hub.detach(a1);
    hub.detach(a1);
    expect(hub.size).toBe(2);
    const a3 = hub.attach(t, 'a');
    const ended = new Promise((r) => a3.out.on('finish', r));
    hub.close();
    await ended;
    expect(hub.size).toBe(0);
    expect(() => hub.attach(t, 'd')).toThrow(LiveLimitError);
  });
});

describe('LiveHub per-client cap (issue 24)', () => {
  it('counts IPv6 clients by /64 and IPv4-mapped addresses as IPv4: one network cannot take every place', () => {
    const { hub } = setup([], { maxStreams: 10, maxPerIp: 2 });
    hubs.push(hub);
    const t = new Set<LiveTopic>(['thread:1']);
    hub.attach(t, '2001:db8:0:1::1');
    const second = hub.attach(t, '2001:0db8:0000:0001:ffff:ffff:ffff:ffff');
    for (const other of ['2001:db8:0:1:abcd::7', '2001:DB8:0:1::9']) {
      expect(() => hub.attach(t, other)).toThrowError(expect.objectContaining({ scope: 'ip' }));
    }
    // The next /64 is another subscriber.
    hub.attach(t, '2001:db8:0:2::1');
    hub.attach(t, '192.0.2.1');
    hub.attach(t, '::ffff:192.0.2.1');
    expect(() => hub.attach(t, '192.0.2.1')).toThrowError(expect.objectContaining({ scope: 'ip' }));
    expect(hub.addressCount).toBe(3);
    hub.detach(second);
    hub.attach(t, '2001:db8:0:1::42');
    expect(hub.size).toBe(5);
  });
});

/** Just enough of ioredis for the hub: a publisher whose connection we take down and bring back, and its subscriber. */
function fakeRedis() {
  const handlers = new Map<string, ((...a: unknown[]) => void)[]>();
  const on = (map: typeof handlers) => (name: string, fn: (...a: unknown[]) => void) => {
    map.set(name, [...(map.get(name) ?? []), fn]);
  };
  const subHandlers = new Map<string, ((...a: unknown[]) => void)[]>();
  const published: string[] = [];
  /** Each SUBSCRIBE the hub sends; `subscribeFails` makes the next ones reject (a connection dropped). */
  const subscribes: string[] = [];
  const sub = {
    status: 'ready',
    options: {} as Record<string, unknown>,
    subscribeFails: false,
    on: on(subHandlers),
    async subscribe(channel: string) {
      subscribes.push(channel);
      if (sub.subscribeFails) throw new Error('Connection is closed.');
      return 1;
    },
    disconnect: () => undefined,
  };
  const redis = {
    status: 'ready',
    fail: false,
    on: on(handlers),
    off: () => undefined,
    duplicate: (options: Record<string, unknown>) => {
      sub.options = options;
      return sub;
    },
    async publish(_channel: string, message: string) {
      if (redis.fail) throw new Error('connection lost');
      published.push(message);
      return 1;
    },
  };
  const emit = (map: typeof handlers, name: string, ...args: unknown[]) => map.get(name)?.forEach((fn) => fn(...args));
  return {
    redis,
    sub,
    subscribes,
    published,
    message: (m: string) => emit(subHandlers, 'message', 'ch', m),
    ready: () => emit(handlers, 'ready'),
    subReady: () => emit(subHandlers, 'ready'),
  };
}

describe('LiveHub with Redis', () => {
  it("delivers its own projections at once, publishes them for the other nodes (ignoring its own copy), delivers others' messages", async () => {
    const f = fakeRedis();
    const { hub } = setup([], { redis: f.redis as never, channel: 'ch' });
    hubs.push(hub);
    const s = hub.attach(new Set<LiveTopic>(['article:7']), 'a');
    const out = reader(s);
    await hub.start(s, null);
    hub.onProjected([posted(1, 7)]);
    await tick();
    expect(out.live().map((e) => e.id)).toEqual([1]);
    expect(f.published.map((m) => decodeLive(m))).toEqual([{ from: hub.nodeId, events: [live(1, 'article:7')] }]);
    f.message(f.published[0]!); // our own message coming back
    f.message(encodeLive([live(2, 'article:7')], 'another-node'));
    f.message(encodeLive([live(3, 'article:7')])); // a worker's
    await tick();
    expect(out.live().map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('keeps what it could not publish and publishes it, in order, once Redis is back', async () => {
    const f = fakeRedis();
    const { hub } = setup([], { redis: f.redis as never, channel: 'ch' });
    hubs.push(hub);
    f.redis.status = 'reconnecting';
    hub.onProjected([posted(1, 7)]);
    f.redis.status = 'ready';
    f.redis.fail = true;
    hub.onProjected([posted(2, 7)]);
    await tick();
    expect(f.published).toEqual([]);
    f.redis.fail = false;
    f.ready();
    await tick();
    expect(f.published.flatMap((m) => decodeLive(m).events.map((e) => e.id))).toEqual([1, 2]);
  });
});

describe('LiveHub subscription', () => {
  it("subscribes again itself on each reconnect, not through ioredis's autoResubscribe (whose promise nobody handles)", async () => {
    const f = fakeRedis();
    const { hub } = setup([], { redis: f.redis as never, channel: 'ch' });
    hubs.push(hub);
    expect(f.sub.options).toMatchObject({ autoResubscribe: false });
    expect(f.subscribes).toEqual(['ch']);
    f.subReady(); // the first connection: the first SUBSCRIBE was waiting for it
    expect(f.subscribes).toEqual(['ch']);
    f.subReady(); // a reconnect: a new connection subscribed to nothing
    expect(f.subscribes).toEqual(['ch', 'ch']);
  });

  it('a SUBSCRIBE dropped with the connection while the hub closes is handled (no unhandled rejection)', async () => {
    const f = fakeRedis();
    const { hub } = setup([], { redis: f.redis as never, channel: 'ch' });
    f.subReady();
    f.sub.subscribeFails = true;
    const unhandled: unknown[] = [];
    const onUnhandled = (err: unknown) => unhandled.push(err);
    process.on('unhandledRejection', onUnhandled);
    try {
      f.subReady(); // a reconnect that completes just as the app closes
      hub.close();
      f.subReady(); // and one after: nothing more is sent
      // The failed SUBSCRIBE rejected synchronously above; Node reports a rejection nobody handled
      // once the microtasks after it have run, which is done before the next turn's immediates.
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(f.subscribes).toEqual(['ch', 'ch']);
    expect(unhandled).toEqual([]);
  });
});

describe('live events from domain events', () => {
  it('maps forum and comment events to topics, looks up the article of comment edits, deletions and votes, and ignores the rest', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE comments (id INTEGER PRIMARY KEY, article_id INTEGER NOT NULL)');
    db.prepare('INSERT INTO comments VALUES (40, 9)').run();
    const articleOf = (id: number) => (db.prepare('SELECT article_id FROM comments WHERE id = ?').get(id) as { article_id: number } | undefined)?.article_id ?? null;
    const events = [
      rec(1, 'ThreadReplyPosted', { postId: 77, threadId: 12, authorId: 1, content: 'enc:v1:x' }),
      rec(2, 'ThreadPinned', { threadId: 12 }),
      rec(3, 'ThreadUnpinned', { threadId: 12 }),
      rec(4, 'ThreadLocked', { threadId: 13 }),
      rec(5, 'ThreadUnlocked', { threadId: 13 }),
      rec(6, 'CommentPosted', { commentId: 40, articleId: 9, authorId: 1, parentCommentId: null, content: 'x' }),
      rec(7, 'CommentEdited', { commentId: 40, content: 'y' }),
      rec(8, 'CommentVoted', { commentId: 40, userId: 2, vote: 'upvote' }),
      rec(9, 'CommentDeleted', { commentId: 40 }),
      rec(10, 'CommentModerated', { commentId: 40, status: 'rejected', reason: null }),
      rec(11, 'CommentEdited', { commentId: 41, content: 'unknown comment' }),
      rec(12, 'ThreadCreated', { threadId: 14, categoryId: 1, authorId: 1, title: 't', content: 'c' }),
      rec(13, 'ThreadViewsCounted', { counts: [{ threadId: 12, views: 3 }] }),
      rec(14, 'UserRegistered', { userId: 3 }),
      rec(15, 'ThreadReplyPosted', { threadId: 'x', postId: 1 }),
      // Issue 29: an author's edit or deletion refreshes the open thread.
      rec(16, 'ForumReplyEdited', { postId: 77, threadId: 12, content: 'enc:v1:y' }),
      rec(17, 'ForumThreadDeleted', { threadId: 13, categoryId: 1, authorId: 1, by: 'author' }),
    ];
    expect(toLiveEvents(events, articleOf).map((e) => [e.topic, e.kind, e.id, Number(e.position)])).toEqual([
      ['thread:12', 'reply', 77, 1],
      ['thread:12', 'thread', 12, 2],
      ['thread:12', 'thread', 12, 3],
      ['thread:13', 'thread', 13, 4],
      ['thread:13', 'thread', 13, 5],
      ['article:9', 'comment', 40, 6],
      ['article:9', 'comment-edited', 40, 7],
      ['article:9', 'vote', 40, 8],
      ['article:9', 'comment-deleted', 40, 9],
      ['article:9', 'comment-edited', 40, 10],
      ['thread:12', 'thread', 12, 16],
      ['thread:13', 'thread', 13, 17],
    ]);
  });

  it('survives the Redis channel encoding, dropping anything malformed', () => {
    const good = [live(1, 'article:3'), { topic: 'thread:4', kind: 'reply', id: 9, position: '00000000000000000001:00000000000000000001' } as LiveEvent];
    expect(decodeLive(encodeLive(good))).toEqual({ from: null, events: good });
    expect(decodeLive(encodeLive(good, 'node-1'))).toEqual({ from: 'node-1', events: good });
    const bad = JSON.stringify({
      v: 1,
      events: [
        { topic: 'user:1', kind: 'comment', id: 1, position: '1' },
        { topic: 'article:1', kind: 'nope', id: 1, position: '1' },
        { topic: 'article:1', kind: 'vote', id: -1, position: '1' },
        { topic: 'article:1', kind: 'vote', id: 1, position: '<script>' },
        null,
        { topic: 'article:1', kind: 'vote', id: 2, position: '2' },
      ],
    });
    expect(decodeLive(bad).events).toEqual([{ topic: 'article:1', kind: 'vote', id: 2, position: '2' }]);
    expect(decodeLive('not json').events).toEqual([]);
    expect(decodeLive('null').events).toEqual([]);
    expect(decodeLive(JSON.stringify({ v: 2, events: [] })).events).toEqual([]);
  });
});
