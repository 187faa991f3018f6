import pg from 'pg';
import { quoteIdent, type PgTarget } from './postgres-pool.js';

const RECONNECT_MS = 1000;

/**
 * One connection that LISTENs on a few channels, open while anyone listens, reconnecting by
 * itself (every second) when the database goes away. Calls are wake-up hints: after every
 * (re)connection each channel's listeners are called once, since notifications sent while the
 * connection was down are lost; a spurious call is harmless, a missed one is not.
 */
export class PgListener {
  private readonly listeners = new Map<string, Set<() => void>>();
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly target: PgTarget) {}

  on(channel: string, listener: () => void): () => void {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    if (this.client) void this.client.query(`LISTEN ${quoteIdent(channel)}`).catch(() => this.dropped(this.client));
    else if (!this.retry) this.connect();
    return () => {
      set.delete(listener);
      if ([...this.listeners.values()].every((s) => s.size === 0)) this.stop();
    };
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
    this.stop();
  }

  private fire(channel: string) {
    for (const l of this.listeners.get(channel) ?? []) queueMicrotask(l);
  }

  private connect(): void {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.target.url, connectionTimeoutMillis: 3000, keepAlive: true });
    this.client = client;
    client.on('notification', (n) => this.fire(n.channel));
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    void (async () => {
      try {
        await client.connect();
        for (const channel of this.listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
        if (this.client !== client) return;
        for (const channel of this.listeners.keys()) this.fire(channel);
      } catch {
        this.dropped(client);
      }
    })();
  }

  private dropped(client: pg.Client | undefined): void {
    if (!client || this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.closed || [...this.listeners.values()].every((s) => s.size === 0)) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.client) this.connect();
    }, RECONNECT_MS).unref();
  }

  private stop(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    const c = this.client;
    this.client = undefined;
    void c?.end().catch(() => undefined);
  }
}
