import { request, type IncomingHttpHeaders } from 'node:http';

/** One dispatched Server-Sent Event, as a browser's EventSource would see it (plus comments seen before it). */
export interface SseMessage {
  event: string;
  data: string;
  /** The `id` field of this message, if it had one. */
  id: string | null;
}

export interface SseConnection {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every message dispatched so far (id-only messages included, with event '' and data ''). */
  messages: SseMessage[];
  comments: string[];
  /** The browser's Last-Event-ID: the last `id` field received. */
  lastEventId: string | null;
  /** The raw body received so far. */
  raw(): string;
  /** Waits until `count` messages of `event` have arrived; returns them. */
  waitFor(event: string, count?: number, timeoutMs?: number): Promise<SseMessage[]>;
  /** Live events (`event: live`) parsed. */
  live(): { topic: string; kind: string; id: number; position: string }[];
  close(): void;
  /** Resolves when the server ended the response (or the connection closed). */
  ended: Promise<void>;
}

/** Opens `GET path` on `base` and parses the event stream incrementally (the spec's algorithm, enough for tests). */
export function openSse(base: string, path: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      let raw = '';
      let pending = '';
      let data: string[] = [];
      let event = '';
      let id: string | null = null;
      const waiters = new Set<() => void>();
      let endResolve!: () => void;
      const ended = new Promise<void>((r) => (endResolve = r));
      const conn: SseConnection = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages: [],
        comments: [],
        lastEventId: null,
        raw: () => raw,
        waitFor(name, count = 1, timeoutMs = 10_000) {
          const matching = () => conn.messages.filter((m) => m.event === name);
          return new Promise((ok, fail) => {
            const check = () => {
              if (matching().length >= count) {
                cleanup();
                ok(matching());
              }
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`timed out waiting for ${count} '${name}' events; got:\n${raw}`));
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
        live: () => conn.messages.filter((m) => m.event === 'live').map((m) => JSON.parse(m.data)),
        close: () => {
          req.destroy();
        },
        ended,
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let nl: number;
        while ((nl = pending.search(/\r\n|\r|\n/)) >= 0) {
          const line = pending.slice(0, nl);
          pending = pending.slice(nl + (pending.startsWith('\r\n', nl) ? 2 : 1));
          if (line === '') {
            if (id !== null) conn.lastEventId = id;
            if (id !== null || data.length > 0 || event) conn.messages.push({ event: event || (data.length ? 'message' : ''), data: data.join('\n'), id });
            data = [];
            event = '';
            id = null;
            continue;
          }
          if (line.startsWith(':')) {
            conn.comments.push(line.slice(1).trim());
            continue;
          }
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          let value = colon < 0 ? '' : line.slice(colon + 1);
          if (value.startsWith(' ')) value = value.slice(1);
          if (field === 'data') data.push(value);
          else if (field === 'event') event = value;
          else if (field === 'id') id = value;
        }
        for (const w of [...waiters]) w();
      });
      res.on('close', () => endResolve());
      res.on('end', () => endResolve());
      resolve(conn);
    });
    req.on('error', reject);
    req.end();
  });
}
