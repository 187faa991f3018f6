/**
 * An in-memory stand-in for EventStoreDBClient (test support only): enough of the server's
 * rules to run the port's contract suite through the EventStoreDB adapter without a server.
 * It follows the server where the adapter depends on it: exact expected revisions; a repeated
 * append is recognised only when it carries the same event ids at the ORIGINAL expected
 * revision (or `any`); `fromPosition` is inclusive; `$`-streams and metadata streams show up in
 * $all; `throwOnAppendFailure=false` answers `{ success: false }`.
 */
import { EventEmitter } from 'node:events';
import {
  ANY,
  BACKWARDS,
  END,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventData,
  type EventStoreDBClient,
  type Position,
} from '@eventstore/db-client';

interface Stored {
  streamId: string;
  id: string;
  type: string;
  revision: bigint;
  isJson: boolean;
  data: unknown;
  metadata: unknown;
  position: Position;
  created: Date;
}

type ReadOpts = { fromRevision?: bigint | typeof START | typeof END; fromPosition?: Position | typeof START | typeof END; direction?: string; maxCount?: number | bigint };

export class FakeEsdb {
  readonly all: Stored[] = [];
  readonly streams = new Map<string, Stored[]>();
  readonly maxCount = new Map<string, number>();
  /** Confirmed subscriptions from the end: they get events committed after their confirmation. */
  private readonly subs = new Set<EventEmitter>();
  private global = 0n;
  /** Events handed out by readAll: what a scan costs. */
  readAllEvents = 0;
  /** When true, reads and subscriptions never answer (a hung server). */
  hang = false;
  /** Deadlines the adapter passed, per call kind. */
  readonly deadlines: Record<string, unknown[]> = { readStream: [], readAll: [], appendToStream: [] };
  /** `requiresLeader` the adapter passed to stream reads. */
  readonly leaderReads: unknown[] = [];

  constructor(private readonly throwOnAppendFailure = true) {}

  /** Writes an event as another writer would (system, foreign or malformed), bypassing checks. */
  inject(streamId: string, e: Partial<Stored> & { type: string }): void {
    const list = this.streams.get(streamId) ?? [];
    this.global += 10n;
    const stored: Stored = { streamId, id: crypto.randomUUID(), isJson: true, data: {}, metadata: {}, created: new Date(0), ...e, revision: BigInt(list.length), position: { commit: this.global, prepare: this.global } };
    list.push(stored);
    this.streams.set(streamId, list);
    this.all.push(stored);
    for (const s of this.subs) queueMicrotask(() => s.emit('data', { event: stored }));
  }

  private current(streamId: string): bigint {
    return BigInt((this.streams.get(streamId)?.length ?? 0) - 1);
  }

  /** The server's idempotency check: the same ids already sit right after `from`. */
  private alreadyWritten(streamId: string, events: EventData[], from: bigint): boolean {
    const list = this.streams.get(streamId) ?? [];
    return events.every((e, i) => list[Number(from) + 1 + i]?.id === e.id);
  }

  private append(streamId: string, events: EventData[], expected: unknown) {
    const current = this.current(streamId);
    const exact = expected === NO_STREAM ? -1n : typeof expected === 'bigint' ? expected : null;
    if (exact !== null && current !== exact) {
      if (current > exact && this.alreadyWritten(streamId, events, exact)) return { revision: exact + BigInt(events.length), ok: true };
      return { revision: current, ok: false };
    }
    if (expected === STREAM_EXISTS && current < 0n) return { revision: current, ok: false };
    if (expected === ANY || expected === STREAM_EXISTS) {
      const list = this.streams.get(streamId) ?? [];
      const at = list.findIndex((x) => x.id === events[0]?.id);
      if (at >= 0 && this.alreadyWritten(streamId, events, BigInt(at - 1))) return { revision: BigInt(at + events.length - 1), ok: true };
    }
    for (const e of events) this.inject(streamId, { id: e.id, type: e.type, data: e.data, metadata: e.metadata, isJson: e.contentType === 'application/json' });
    return { revision: this.current(streamId), ok: true };
  }

  private reader<T>(items: () => T[]) {
    const fake = this;
    let cancelled = false;
    return {
      async *[Symbol.asyncIterator]() {
        if (fake.hang) {
          await new Promise<void>((resolve) => {
            const t = setInterval(() => {
              if (!cancelled) return;
              clearInterval(t);
              resolve();
            }, 5);
          });
        }
        if (cancelled) throw new Error('cancelled');
        yield* items();
      },
      async cancel() {
        cancelled = true;
      },
    };
  }

  private visible(streamId: string): Stored[] {
    const list = this.streams.get(streamId) ?? [];
    const keep = this.maxCount.get(streamId);
    return keep === undefined ? list : list.slice(-keep);
  }

  readonly client = {
    appendToStream: async (streamId: string, event: EventData | EventData[], opts: { expectedRevision?: unknown; deadline?: number } = {}) => {
      this.deadlines.appendToStream!.push(opts.deadline);
      const events = Array.isArray(event) ? event : [event];
      const expected = opts.expectedRevision ?? ANY;
      const r = this.append(streamId, events, expected);
      if (r.ok) return { success: true, nextExpectedRevision: r.revision, position: this.all.at(-1)?.position };
      if (this.throwOnAppendFailure) {
        throw new WrongExpectedVersionError(undefined, { streamName: streamId, current: r.revision < 0n ? NO_STREAM : r.revision, expected } as never);
      }
      return { success: false, nextExpectedRevision: r.revision, position: undefined };
    },
    readStream: (streamId: string, opts: ReadOpts & { deadline?: number; requiresLeader?: boolean } = {}) => {
      this.deadlines.readStream!.push(opts.deadline);
      this.leaderReads.push(opts.requiresLeader);
      return this.reader(() => {
        if (!this.streams.has(streamId)) throw new StreamNotFoundError(undefined, streamId);
        const backwards = opts.direction === BACKWARDS;
        const list = this.visible(streamId);
        const from = opts.fromRevision === undefined || opts.fromRevision === START ? (backwards ? Infinity : 0) : opts.fromRevision === END ? Infinity : Number(opts.fromRevision);
        const picked = backwards ? list.filter((e) => Number(e.revision) <= from).reverse() : list.filter((e) => Number(e.revision) >= from);
        return picked.slice(0, Number(opts.maxCount ?? Infinity)).map((event) => ({ event }));
      });
    },
    readAll: (opts: ReadOpts & { deadline?: number } = {}) => {
      this.deadlines.readAll!.push(opts.deadline);
      return this.reader(() => {
        const backwards = opts.direction === BACKWARDS;
        const key = (p: Position) => p.commit;
        const from = opts.fromPosition;
        const start = from === undefined || from === START ? (backwards ? Infinity : -1n) : from === END ? (backwards ? Infinity : Infinity) : key(from);
        const picked = backwards
          ? this.all.filter((e) => start === Infinity || key(e.position) <= (start as bigint)).reverse()
          : this.all.filter((e) => start !== Infinity && key(e.position) >= (start as bigint));
        const out = picked.slice(0, Number(opts.maxCount ?? Infinity));
        this.readAllEvents += out.length;
        return out.map((event) => ({ event }));
      });
    },
    subscribeToAll: () => {
      let open = true;
      const s = Object.assign(new EventEmitter(), {
        unsubscribe: async () => {
          open = false;
          this.subs.delete(s);
        },
      });
      // Like the server: confirmed a little later; events committed before that are not sent.
      setImmediate(() => {
        if (this.hang || !open) return;
        this.subs.add(s);
        s.emit('confirmation');
      });
      return s;
    },
    setStreamMetadata: async (streamId: string, meta: { maxCount?: number }) => {
      if (meta.maxCount !== undefined) this.maxCount.set(streamId, meta.maxCount);
      this.inject(`$$${streamId}`, { type: '$metadata', data: meta });
      return { success: true, nextExpectedRevision: 0n, position: undefined };
    },
    dispose: async () => undefined,
  };

  /** The fake typed as the real client, for `esdbEventStore`. */
  asClient(): EventStoreDBClient {
    return this.client as unknown as EventStoreDBClient;
  }
}
