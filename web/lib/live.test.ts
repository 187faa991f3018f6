// @vitest-environment jsdom
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent, LiveTopic } from '../../schemas/live/events';
import { createLiveClient, useLive, type LiveSource } from './live';

/** A stand-in for the browser's EventSource: records its URL, lets the test emit events. */
class FakeSource implements LiveSource {
  static all: FakeSource[] = [];
  readyState = 0;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
  live(e: LiveEvent) {
    this.emit('live', e, e.position);
  }
  params() {
    const u = new URL(this.url, 'http://x');
    return { topics: u.searchParams.getAll('topic'), since: u.searchParams.get('since') };
  }
}

const ev = (topic: LiveTopic, id: number, position: string, kind: LiveEvent['kind'] = 'comment'): LiveEvent => ({ topic, kind, id, position });

beforeEach(() => {
  FakeSource.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createLiveClient', () => {
  const client = () => createLiveClient({ open: (url) => new FakeSource(url), debounceMs: 50, retryMs: 1000, maxRetryMs: 4000 });

  it('opens one stream for every subscribed topic after the debounce and routes each event to its topic', () => {
    const c = client();
    const a: LiveEvent[] = [];
    const t: LiveEvent[] = [];
    c.subscribe('article:5', (e) => a.push(e));
    c.subscribe('thread:12', (e) => t.push(e));
    c.subscribe('article:5', (e) => a.push(e));
    expect(FakeSource.all).toHaveLength(0);
    vi.advanceTimersByTime(50);
    expect(FakeSource.all).toHaveLength(1);
    expect(FakeSource.all[0]!.params()).toEqual({ topics: ['article:5', 'thread:12'], since: null });
    FakeSource.all[0]!.live(ev('article:5', 1, '01'));
    FakeSource.all[0]!.live(ev('thread:12', 2, '02', 'reply'));
    expect(a.map((e) => e.id)).toEqual([1, 1]);
    expect(t.map((e) => e.kind)).toEqual(['reply']);
    expect(c.lastEventId()).toBe('02');
  });

  it('reopens when the topic set changes, from the last event id, and closes when nothing is subscribed', () => {
    const c = client();
    const off = c.subscribe('article:5', () => undefined);
    vi.advanceTimersByTime(50);
    const first = FakeSource.all[0]!;
    first.emit('ready', { position: '07' }, '07');
    first.live(ev('article:5', 3, '09'));
    const offThread = c.subscribe('thread:1', () => undefined);
    vi.advanceTimersByTime(50);
    expect(first.readyState).toBe(2);
    expect(FakeSource.all[1]!.params()).toEqual({ topics: ['article:5', 'thread:1'], since: '09' });
    // An event from the old stream after it was replaced is ignored.
    first.live(ev('article:5', 4, '10'));
    expect(c.lastEventId()).toBe('09');
    off();
    offThread();
    vi.advanceTimersByTime(50);
    expect(FakeSource.all[1]!.readyState).toBe(2);
    expect(FakeSource.all).toHaveLength(2);
  });

  it('on reset calls every handler with a synthetic event of its topic (thread or comment), resuming from the reset position', () => {
    const c = client();
    const got: LiveEvent[] = [];
    c.subscribe('article:5', (e) => got.push(e));
    c.subscribe('thread:9', (e) => got.push(e));
    vi.advanceTimersByTime(50);
    FakeSource.all[0]!.emit('reset', { position: '44' }, '44');
    expect(got).toEqual([
      { topic: 'article:5', kind: 'comment', id: 0, position: '44' },
      { topic: 'thread:9', kind: 'thread', id: 0, position: '44' },
    ]);
    expect(c.lastEventId()).toBe('44');
  });

  it('after a refused stream (429, a server restart) tries again later from the last id, backing off', () => {
    const c = client();
    c.subscribe('article:5', () => undefined);
    vi.advanceTimersByTime(50);
    FakeSource.all[0]!.live(ev('article:5', 1, '03'));
    // A dropped connection the browser retries itself (still CONNECTING): nothing to do.
    FakeSource.all[0]!.readyState = 0;
    FakeSource.all[0]!.emit('error', {});
    vi.advanceTimersByTime(5000);
    expect(FakeSource.all).toHaveLength(1);
    for (const wait of [1000, 2000, 4000, 4000]) {
      const last = FakeSource.all[FakeSource.all.length - 1]!;
      last.readyState = 2;
      last.emit('error', {});
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSource.all[FakeSource.all.length - 1]).toBe(last);
      vi.advanceTimersByTime(1);
      expect(FakeSource.all[FakeSource.all.length - 1]!.params().since).toBe('03');
    }
  });

  it('a handler that throws does not stop the others', () => {
    const c = client();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const got: number[] = [];
    c.subscribe('article:5', () => {
      throw new Error('boom');
    });
    c.subscribe('article:5', (e) => got.push(e.id));
    vi.advanceTimersByTime(50);
    FakeSource.all[0]!.live(ev('article:5', 8, '08'));
    expect(got).toEqual([8]);
    spy.mockRestore();
  });
});

describe('useLive', () => {
  it('opens nothing while rendering on the server', () => {
    const opened = vi.fn();
    vi.stubGlobal('EventSource', opened);
    function Probe() {
      useLive('article:1', () => undefined);
      return null;
    }
    expect(renderToString(createElement(Probe))).toBe('');
    expect(opened).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shares one EventSource among mounted components, follows topic changes and closes on unmount', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const got: LiveEvent[] = [];
    let setTopic!: (t: LiveTopic | null) => void;
    function Sub({ initial }: { initial: LiveTopic | null }) {
      const [topic, set] = useState<LiveTopic | null>(initial);
      setTopic = set;
      useLive(topic, (e) => got.push(e));
      return null;
    }
    function Other() {
      useLive('article:2', (e) => got.push(e));
      return null;
    }
    const el = document.createElement('div');
    const root = createRoot(el);
    await act(async () => root.render(createElement('div', null, createElement(Sub, { initial: 'thread:1' }), createElement(Other))));
    await act(async () => vi.advanceTimersByTime(60));
    expect(FakeSource.all).toHaveLength(1);
    expect(FakeSource.all[0]!.params().topics).toEqual(['article:2', 'thread:1']);
    FakeSource.all[0]!.live(ev('thread:1', 5, '05', 'reply'));
    expect(got.map((e) => e.id)).toEqual([5]);
    await act(async () => setTopic(null));
    await act(async () => vi.advanceTimersByTime(60));
    expect(FakeSource.all[0]!.readyState).toBe(2);
    expect(FakeSource.all[1]!.params()).toEqual({ topics: ['article:2'], since: '05' });
    await act(async () => root.unmount());
    await act(async () => vi.advanceTimersByTime(60));
    expect(FakeSource.all[1]!.readyState).toBe(2);
    expect(FakeSource.all).toHaveLength(2);
    vi.unstubAllGlobals();
  });
});
