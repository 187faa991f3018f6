/**
 * The event store port. Three adapters implement it (SQLite, the embedded default,
 * EventStoreDB and PostgreSQL); all must pass `contract.ts`.
 *
 * Revisions follow EventStoreDB: a stream's revision is the 0-based number of its
 * last event, -1 when the stream does not exist. Global positions are opaque,
 * ordered strings; only the adapter does arithmetic on them.
 */
import type { ActorRole } from '../../schemas/shared/event.js';

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

/** Metadata stored with every event: the audit trail. */
export interface EventMetadata {
  actorId: number | null;
  actorRole: ActorRole;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601 UTC time the command was decided. */
  at: string;
  /** Members whose keys encrypt parts of `data` (crypto-shredding). */
  subjects?: number[];
}

export interface NewEvent<T extends string = string, D = unknown> {
  /** UUID; an append retried with the same ids is recognised and not written twice. */
  id: string;
  type: T;
  data: D;
  metadata: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = unknown> extends NewEvent<T, D> {
  streamId: string;
  revision: number;
  /** Opaque, ordered global position (commit order). */
  position: string;
}

export interface AppendResult {
  nextRevision: number;
  /** Position of the last event appended (or already present, for an idempotent retry). */
  position: string;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'wrong_expected_revision';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * A folded state cached beside the log: never truth, only a shortcut for folding a long stream.
 * `version` names the decider and its state's shape; a reader ignores a snapshot whose version
 * differs from its own. `state` is JSON.
 */
export interface Snapshot {
  version: string;
  /** The revision of the last event folded into `state`. */
  revision: number;
  state: unknown;
}

/**
 * Streams the application keeps for itself (id counters, idempotency records, snapshots):
 * written with exact revisions like any stream, but never part of what projections read,
 * so `readAll`, `head`, `count` and `countAfter` leave them out on every adapter.
 */
export const INTERNAL_STREAM_PREFIXES = ['sequence-', 'idempotency-', 'snapshot-'] as const;
export const isInternalStream = (streamId: string) => INTERNAL_STREAM_PREFIXES.some((p) => streamId.startsWith(p));

export interface EventStore {
  readonly kind: 'sqlite' | 'esdb' | 'postgres';
  /** The embedded log's file (SQLite adapter): a replay reads ahead from it in a worker thread (projections/read-ahead.ts). */
  readonly localFile?: string;
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream in revision order from `fromRevision` (default 0); [] when the stream does not exist. */
  readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Events strictly after `after` (null = from the start) in commit order, at most `limit`; no internal streams. */
  readAll(after: string | null, limit: number): Promise<RecordedEvent[]>;
  /** Position of the last event in the log, or null when empty. */
  head(): Promise<string | null>;
  /** Number of events up to the head (for progress and lag). */
  count(): Promise<number>;
  /** Events between two positions, for lag: count of events after `after` (null = all). */
  countAfter(after: string | null): Promise<number>;
  /** Calls `listener` after new events are committed (by this or, when polled, another process). */
  subscribe(listener: () => void): () => void;
  /** Allocates the next positive integer id of a kind (article, comment, ...). */
  nextId(kind: string): Promise<number>;
  /** The latest snapshot stored for a stream, or null. */
  readSnapshot(streamId: string): Promise<Snapshot | null>;
  /** Replaces a stream's snapshot (last writer wins: any stored snapshot is as true as another). */
  writeSnapshot(streamId: string, snapshot: Snapshot): Promise<void>;
  close(): Promise<void>;
}

/** Compares two positions of the same adapter; null sorts first. */
export type PositionCompare = (a: string | null, b: string | null) => number;
