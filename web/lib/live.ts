import { useEffect, useRef } from 'react';
import type { LiveEvent, LiveTopic } from '../../schemas/live/events';

export type { LiveEvent, LiveTopic } from '../../schemas/live/events';

type Handler = (e: LiveEvent) => void;

/** The part of EventSource this client uses (the browser's, or a fake in tests). */
export interface LiveSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveClientOptions {
  /** Default: the browser's EventSource. */
  open?: (url: string) => LiveSource;
  /** How long topic changes are gathered before the stream is reopened (ms). */
  debounceMs?: number;
  /** Waits after the server refused or closed the stream for good (429, 5xx, a restart): doubled up to the max. */
  retryMs?: number;
  maxRetryMs?: number;
}

const CLOSED = 2;

/**
 * One EventSource per page for every subscribed topic. The set of topics is the union of the
 * mounted subscribers'; a change reopens the stream (debounced) with `?since=<last event id>`, so
 * nothing published in between is lost. Between reopenings the browser's own reconnects send
 * `Last-Event-ID`. A `reset` (the server could not replay everything missed) calls every handler
 * with a synthetic event (`kind` 'thread' for a thread topic, 'comment' for an article, `id` 0):
 * handlers refetch what they show.
 */
export function createLiveClient(opts: LiveClientOptions = {}) {
  const open = opts.open ?? ((url: string) => new EventSource(url) as unknown as LiveSource);
  const debounceMs = opts.debounceMs ?? 50;
  const baseRetry = opts.retryMs ?? 2000;
  const maxRetry = opts.maxRetryMs ?? 60_000;
  const handlers = new Map<LiveTopic, Set<Handler>>();
  let source: LiveSource | null = null;
  let openKey = '';
  let lastId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retry = baseRetry;

  const topics = () => [...handlers.keys()].sort();

  function dispatch(e: LiveEvent) {
    for (const h of [...(handlers.get(e.topic) ?? [])]) {
      try {
        h(e);
      } catch (err) {
        console.error(err);
      }
    }
  }

  function connect() {
    timer = undefined;
    const wanted = topics();
    const key = wanted.join('&');
    if (source && key === openKey && source.readyState !== CLOSED) return;
    source?.close();
    source = null;
    openKey = key;
    if (wanted.length === 0) return;
    const qs = new URLSearchParams();
    for (const t of wanted) qs.append('topic', t);
    if (lastId) qs.set('since', lastId);
    const es = open(`/_api/live?${qs}`);
    source = es;
    es.addEventListener('open', () => {
      retry = baseRetry;
    });
    es.addEventListener('live', (m) => {
      if (source !== es) return;
      let e: LiveEvent;
      try {
        e = JSON.parse(m.data) as LiveEvent;
      } catch {
        return;
      }
      lastId = m.lastEventId || e.position;
      dispatch(e);
    });
    es.addEventListener('ready', (m) => {
      // The stream's starting position: a later reopen (another topic set) resumes from here.
      if (source === es && m.lastEventId) lastId = m.lastEventId;
    });
    es.addEventListener('reset', (m) => {
      if (source !== es) return;
      if (m.lastEventId) lastId = m.lastEventId;
      for (const topic of handlers.keys()) {
        dispatch({ topic, kind: topic.startsWith('thread:') ? 'thread' : 'comment', id: 0, position: lastId ?? '' });
      }
    });
    es.addEventListener('error', () => {
      // A dropped connection is retried by the browser (with Last-Event-ID); a refused one
      // (429, a non-stream answer) leaves it CLOSED, so try again later from the last id.
      if (source !== es || es.readyState !== CLOSED) return;
      source = null;
      openKey = '';
      schedule(retry);
      retry = Math.min(retry * 2, maxRetry);
    });
  }

  function schedule(ms: number) {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(connect, ms);
  }

  return {
    subscribe(topic: LiveTopic, handler: Handler): () => void {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      schedule(debounceMs);
      return () => {
        const s = handlers.get(topic);
        if (!s?.delete(handler)) return;
        if (s.size === 0) {
          handlers.delete(topic);
          schedule(debounceMs);
        }
      };
    },
    /** The id of the last event received (tests, diagnostics). */
    lastEventId: () => lastId,
    topics,
  };
}

let shared: ReturnType<typeof createLiveClient> | null = null;

/** Subscribes while mounted; calls onEvent for each event of `topic` (null: nothing). One EventSource per page. */
export function useLive(topic: LiveTopic | null, onEvent: (e: LiveEvent) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    // Effects run only in the browser and after hydration; no stream during SSR.
    if (!topic || typeof window === 'undefined' || typeof EventSource === 'undefined') return;
    shared ??= createLiveClient();
    return shared.subscribe(topic, (e) => latest.current(e));
  }, [topic]);
}
