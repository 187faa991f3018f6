import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { EventStore, RecordedEvent } from '../event-store/port.js';
import type { Db } from '../../projections/read-db.js';
import type { LiveEvent, LiveTopic } from '../../schemas/live/events.js';
import { clientKey } from '../shared/client-key.js';
import { throttledWarn } from '../shared/log.js';
import { decodeLive, encodeLive } from './channel.js';
import { articleOfCommentIn, toLiveEvents, type ArticleOfComment, type RecipientsOf } from './map.js';

export interface LiveHubOptions {
  store: EventStore;
  /** The read model's current connection (it changes when a replay swaps the file). */
  connection: () => Db;
  /** The members whose bell an event changed (notifications, issue 29). */
  recipientsOf?: RecipientsOf | undefined;
  /** The position every projection of this node's read model has reached. */
  projected: () => string | null;
  log: Logger;
  /** With Redis: the publisher (the API's client) and the read model's channel; a duplicate connection subscribes. */
  redis?: Redis | undefined;
  channel?: string | undefined;
  /**
   * Open streams per process and per client (429 beyond): an IPv4 address, or an IPv6 /64
   * (api/shared/client-key.ts), so one subscriber's network cannot take every place.
   */
  maxStreams?: number;
  maxPerIp?: number;
  /** The comment-line heartbeat (default 25 s). */
  heartbeatMs?: number;
  /** At most this many log events are scanned to replay a reconnecting client's missed events (else `reset`). */
  replayLimit?: number;
  /** Live events held for one stream while its replay runs, and bytes a slow reader may leave unread: beyond, the stream ends (the client reconnects and replays). */
  maxBuffered?: number;
  maxUnreadBytes?: number;
}

export class LiveLimitError extends Error {
  constructor(readonly scope: 'global' | 'ip') {
    super(scope === 'ip' ? 'Too many live connections from this address.' : 'Too many live connections.');
    this.name = 'LiveLimitError';
  }
}

/** One client's stream: its topics, what it has been sent, and the events held while it replays. */
export class LiveStream {
  readonly out = new PassThrough();
  replaying = true;
  buffer: LiveEvent[] = [];
  /** Events at or before this position were replayed (or precede the stream): live copies are dropped. */
  threshold: string | null = null;
  /** The last id sent (the client's Last-Event-ID if it reconnects now). */
  lastId: string | null = null;
  /** The read model's position when the stream was attached. */
  startedAt: string | null = null;
  closed = false;
  /** Set by the route: closes the connection once the response has finished (shutdown, so no keep-alive socket holds the server open). */
  closeConnection: (() => void) | undefined;

  constructor(
    readonly topics: ReadonlySet<LiveTopic>,
    /** The client it counts against (clientKey of its address). */
    readonly client: string,
  ) {}

  write(chunk: string): void {
    if (!this.closed) this.out.write(chunk);
  }

  send(e: LiveEvent): void {
    this.write(`id: ${e.position}\nevent: live\ndata: ${JSON.stringify(e)}\n\n`);
    this.lastId = e.position;
  }
}

/** Live events an API that projects in process keeps while Redis cannot take them. */
const MAX_UNPUBLISHED = 2000;

const DEFAULTS = { maxStreams: 2000, maxPerIp: 20, heartbeatMs: 25_000, replayLimit: 500, maxBuffered: 1000, maxUnreadBytes: 256 * 1024 };

/**
 * Delivers projected events to the SSE streams open on this process. Events arrive after the
 * projector committed them (the in-process runner's `onProjected`, or the read model's Redis
 * channel), so a client that refetches on one sees the change. A reconnecting client names its
 * last position and gets the events it missed from the log (bounded), then the live ones, with
 * no gap and no duplicate.
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private readonly byTopic = new Map<LiveTopic, Set<LiveStream>>();
  private readonly perIp = new Map<string, number>();
  private readonly opts: typeof DEFAULTS;
  private readonly articleOf: ArticleOfComment;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly subscriber: Redis | undefined;
  /** The read model's position at the previous heartbeat: every event up to it has been delivered. */
  private settled: string | null = null;
  private closed = false;
  private unpublished: LiveEvent[] = [];
  private readonly onPublisherReady = () => this.publishPending();
  /** Tags this node's own messages on the channel (it delivered them already). */
  readonly nodeId = randomUUID();

  constructor(private readonly deps: LiveHubOptions) {
    this.opts = {
      maxStreams: deps.maxStreams ?? DEFAULTS.maxStreams,
      maxPerIp: deps.maxPerIp ?? DEFAULTS.maxPerIp,
      heartbeatMs: deps.heartbeatMs ?? DEFAULTS.heartbeatMs,
      replayLimit: deps.replayLimit ?? DEFAULTS.replayLimit,
      maxBuffered: deps.maxBuffered ?? DEFAULTS.maxBuffered,
      maxUnreadBytes: deps.maxUnreadBytes ?? DEFAULTS.maxUnreadBytes,
    };
    this.articleOf = articleOfCommentIn(deps.connection);
    this.heartbeat = setInterval(() => this.beat(), this.opts.heartbeatMs);
    this.heartbeat.unref();
    if (deps.redis && deps.channel) {
      this.subscriber = this.subscribe(deps.redis, deps.channel);
      deps.redis.on('ready', this.onPublisherReady);
    }
  }

  /** Open streams (tests: no leak). */
  get size(): number {
    return this.streams.size;
  }

  /** Clients (IPv4 addresses, IPv6 /64s) with at least one stream (tests: no leak). */
  get addressCount(): number {
    return this.perIp.size;
  }

  /** Topics with at least one stream (tests: no leak). */
  get topicCount(): number {
    return this.byTopic.size;
  }

  /**
   * The in-process runner's listener: delivers to this node's streams at once and, with Redis,
   * publishes on the read model's channel for the other nodes (this node ignores its own
   * messages). What cannot be published now (Redis down, a failed publish) is kept, bounded, and
   * published when the connection is back, so the other nodes hear it late rather than never.
   */
  readonly onProjected = (events: RecordedEvent[]): void => {
    if (this.closed) return;
    let live: LiveEvent[];
    try {
      live = toLiveEvents(events, this.articleOf, this.deps.recipientsOf);
    } catch (err) {
      this.deps.log.warn({ err }, 'live: could not map projected events');
      return;
    }
    if (live.length === 0) return;
    this.deliver(live);
    if (this.deps.redis && this.deps.channel) {
      this.unpublished.push(...live);
      if (this.unpublished.length > MAX_UNPUBLISHED) this.unpublished.splice(0, this.unpublished.length - MAX_UNPUBLISHED);
      this.publishPending();
    }
  };

  private publishPending(): void {
    const { redis, channel } = this.deps;
    if (!redis || !channel || redis.status !== 'ready' || this.unpublished.length === 0 || this.closed) return;
    const batch = this.unpublished.splice(0);
    redis.publish(channel, encodeLive(batch, this.nodeId)).catch(() => {
      this.unpublished.unshift(...batch);
      if (this.unpublished.length > MAX_UNPUBLISHED) this.unpublished.splice(0, this.unpublished.length - MAX_UNPUBLISHED);
    });
  }

  /** Hands events to every stream subscribed to their topics. */
  deliver(events: LiveEvent[]): void {
    for (const e of events) {
      const set = this.byTopic.get(e.topic);
      if (!set) continue;
      for (const s of set) this.push(s, e);
    }
  }

  private push(s: LiveStream, e: LiveEvent): void {
    if (s.closed) return;
    if (s.replaying) {
      s.buffer.push(e);
      if (s.buffer.length > this.opts.maxBuffered) this.end(s);
      return;
    }
    if (s.threshold !== null && e.position <= s.threshold) return;
    s.send(e);
    if (s.out.writableLength + s.out.readableLength > this.opts.maxUnreadBytes) this.end(s);
  }

  /**
   * Registers a stream (429 beyond the caps) and notes the read model's position at that
   * instant: with the in-process runner, every event after it reaches the stream's buffer.
   */
  attach(topics: ReadonlySet<LiveTopic>, ip: string): LiveStream {
    if (this.closed || this.streams.size >= this.opts.maxStreams) throw new LiveLimitError('global');
    const client = clientKey(ip);
    const n = this.perIp.get(client) ?? 0;
    if (n >= this.opts.maxPerIp) throw new LiveLimitError('ip');
    const s = new LiveStream(topics, client);
    this.streams.add(s);
    this.perIp.set(client, n + 1);
    for (const t of topics) {
      let set = this.byTopic.get(t);
      if (!set) this.byTopic.set(t, (set = new Set()));
      set.add(s);
    }
    s.startedAt = this.deps.projected();
    return s;
  }

  /** Removes a stream from every index (idempotent); called when its request closes. */
  detach(s: LiveStream): void {
    if (!this.streams.delete(s)) return;
    s.closed = true;
    s.buffer = [];
    const n = (this.perIp.get(s.client) ?? 1) - 1;
    if (n <= 0) this.perIp.delete(s.client);
    else this.perIp.set(s.client, n);
    for (const t of s.topics) {
      const set = this.byTopic.get(t);
      if (!set) continue;
      set.delete(s);
      if (set.size === 0) this.byTopic.delete(t);
    }
  }

  /** Ends a stream: the client's EventSource reconnects with its Last-Event-ID. */
  end(s: LiveStream): void {
    this.detach(s);
    s.out.end();
  }

  /**
   * Sends what the client missed after `since` (its Last-Event-ID), then switches the stream to
   * live delivery. At most `replayLimit` log events are scanned; past that (or for a position
   * this log never had, or 'unknown': an id it cannot read) the client is told to `reset`,
   * i.e. refetch everything it shows.
   */
  async start(s: LiveStream, since: string | null | 'unknown'): Promise<void> {
    const p = s.startedAt;
    s.write('retry: 3000\n: connected\n\n');
    let threshold: string | null = p;
    try {
      if (since === 'unknown') this.reset(s, p);
      else if (since !== null) {
        if (p !== null && since < p) {
          const replayed = await this.replay(s, since, p);
          if (replayed === 'reset') this.reset(s, p);
        } else if (p === null || since > p) {
          // Ahead of this read model: fine while it catches up, a reset if the log never got there.
          const head = await this.deps.store.head();
          if (head === null || since > head) this.reset(s, p);
          else threshold = since;
        }
      }
    } catch (err) {
      this.deps.log.warn({ err }, 'live: replay failed; the client refetches');
      this.reset(s, p);
    }
    if (s.closed) return;
    s.threshold = threshold;
    if (threshold !== null) {
      s.write(`id: ${threshold}\nevent: ready\ndata: ${JSON.stringify({ position: threshold })}\n\n`);
      s.lastId = threshold;
    } else s.write(`event: ready\ndata: {"position":null}\n\n`);
    const held = s.buffer;
    s.buffer = [];
    s.replaying = false;
    for (const e of held) this.push(s, e);
  }

  private reset(s: LiveStream, p: string | null): void {
    s.write(`${p !== null ? `id: ${p}\n` : ''}event: reset\ndata: ${JSON.stringify({ position: p })}\n\n`);
    if (p !== null) s.lastId = p;
  }

  /** The stream's events in (since, until], read from the log; 'reset' when more than the bound lie there. */
  private async replay(s: LiveStream, since: string, until: string): Promise<'done' | 'reset'> {
    const batch = await this.deps.store.readAll(since, this.opts.replayLimit);
    const covered = batch.filter((e) => e.position <= until);
    if (batch.length === this.opts.replayLimit && covered.length === batch.length && covered[covered.length - 1]!.position < until) return 'reset';
    for (const e of toLiveEvents(covered, this.articleOf, this.deps.recipientsOf)) if (s.topics.has(e.topic) && !s.closed) s.send(e);
    return 'done';
  }

  private beat(): void {
    const settled = this.settled;
    for (const s of this.streams) {
      if (s.replaying) continue;
      // An id with no data moves the browser's Last-Event-ID past events this stream did not
      // need, so a reconnect replays less; `settled` is a beat old, so nothing is in flight below it.
      if (settled !== null && (s.lastId === null || settled > s.lastId)) {
        s.write(`: ping\nid: ${settled}\n\n`);
        s.lastId = settled;
      } else s.write(': ping\n\n');
    }
    this.settled = this.deps.projected();
  }

  private subscribe(redis: Redis, channel: string): Redis {
    const warn = throttledWarn(this.deps.log, 'redis unavailable: live updates reach only this node until it is back');
    // Not ioredis's autoResubscribe: it resubscribes on a reconnect with a promise nobody handles,
    // and a reconnect whose handshake completes just as close() disconnects rejects it ("Connection
    // is closed"): an unhandled rejection, which ends a Node process. The hub resubscribes itself.
    const sub = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, lazyConnect: false, autoResubscribe: false });
    const listen = () => {
      if (this.closed) return;
      // Failing while closing is expected (the queued SUBSCRIBE is dropped with the connection).
      sub.subscribe(channel).catch((err: Error) => {
        if (!this.closed) warn(err);
      });
    };
    sub.on('error', warn);
    let ready = false;
    sub.on('ready', () => {
      // Messages published while the connection was down are lost: every stream ends, and its
      // browser reconnects with its Last-Event-ID and gets them from the log.
      if (ready) {
        for (const s of [...this.streams]) this.end(s);
        // A new connection is not subscribed to anything (the first SUBSCRIBE waited in the offline queue).
        listen();
      }
      ready = true;
    });
    sub.on('message', (ch: string, message: string) => {
      if (ch !== channel || this.closed) return;
      const { from, events } = decodeLive(message);
      if (from !== this.nodeId) this.deliver(events);
    });
    listen();
    return sub;
  }

  /** Ends every stream and stops listening (app close, SIGTERM): open requests finish at once. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.deps.redis?.off('ready', this.onPublisherReady);
    for (const s of [...this.streams]) {
      s.closeConnection?.();
      this.end(s);
    }
    this.subscriber?.disconnect();
  }
}
