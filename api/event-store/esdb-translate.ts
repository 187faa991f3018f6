/**
 * Pure translations between the port's vocabulary and @eventstore/db-client's.
 * No I/O here, so every rule is unit-tested without a server.
 */
import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  type CurrentRevision,
  type EventData,
  type JSONType,
  type Position,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import {
  WrongExpectedRevisionError,
  isInternalStream,
  type EventMetadata,
  type ExpectedRevision,
  type NewEvent,
  type PositionCompare,
  type RecordedEvent,
} from './port.js';

/** EventStoreDB positions and revisions are uint64. */
export const MAX_UINT64 = 2n ** 64n - 1n;
const DIGITS = 20; // String(MAX_UINT64).length
const POSITION_RE = /^(\d{20}):(\d{20})$/;

export function toAppendExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (!Number.isSafeInteger(expected) || expected < -1) {
    throw new RangeError(`Invalid expected revision: ${expected}`);
  }
  // -1 is the port's revision of a stream that does not exist.
  return expected === -1 ? NO_STREAM : BigInt(expected);
}

/** A stream revision from the server as the port's number (-1: no stream). */
export function revisionToNumber(revision: bigint): number {
  if (revision < -1n || revision > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`Stream revision out of range: ${revision}`);
  }
  return Number(revision);
}

export function currentRevisionToNumber(current: CurrentRevision): number {
  return current === NO_STREAM ? -1 : revisionToNumber(current);
}

/** Same rule as the server's, for the appends that never reach it (no events). */
export function expectedMatches(expected: ExpectedRevision, current: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === -1;
  if (expected === 'stream_exists') return current >= 0;
  return expected === current;
}

function checkUint64(name: string, n: bigint): void {
  if (n < 0n || n > MAX_UINT64) throw new RangeError(`${name} position out of range: ${n}`);
}

/** Fixed-width digits make string order equal (commit, prepare) order, which is $all order. */
export function encodePosition({ commit, prepare }: Position): string {
  checkUint64('commit', commit);
  checkUint64('prepare', prepare);
  return `${commit.toString().padStart(DIGITS, '0')}:${prepare.toString().padStart(DIGITS, '0')}`;
}

export function decodePosition(position: string): Position {
  const m = POSITION_RE.exec(position);
  if (!m) throw new TypeError(`Not an EventStoreDB position: ${JSON.stringify(position)}`);
  const commit = BigInt(m[1]!);
  const prepare = BigInt(m[2]!);
  checkUint64('commit', commit);
  checkUint64('prepare', prepare);
  return { commit, prepare };
}

/** Valid encodings compare correctly as strings; null (before the first event) sorts first. */
export const comparePositions: PositionCompare = (a, b) => {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
};

/**
 * Servers before 22.6 send no position on stream reads, which arrives as
 * undefined, or as all-ones (uint64 -1) from some versions.
 */
export function hasPosition(p: Position | undefined): p is Position {
  return p !== undefined && !(p.commit === MAX_UINT64 && p.prepare === MAX_UINT64);
}

/**
 * What projections read: not system events (`$`-prefixed types, or anything in a `$` stream)
 * and not the application's internal streams (id counters, idempotency records, snapshots).
 */
export function isUserEvent(e: { type: string; streamId: string }): boolean {
  return !e.type.startsWith('$') && !e.streamId.startsWith('$') && !isInternalStream(e.streamId);
}

/**
 * With `throwOnAppendFailure=false` the client resolves a failed append as `{ success: false }`
 * instead of throwing; treating that as success would hand out one id twice. Either way the
 * caller gets the port's typed conflict.
 */
export function checkAppended(result: EsdbAppendResult, streamId: string, expected: ExpectedRevision): EsdbAppendResult {
  if (result.success) return result;
  const actual = result.nextExpectedRevision < 0n ? -1 : revisionToNumber(result.nextExpectedRevision);
  throw new WrongExpectedRevisionError(streamId, expected, actual);
}

const SCHEMES: Record<string, string> = {
  esdb: 'esdb',
  kurrentdb: 'esdb',
  kurrent: 'esdb',
  kdb: 'esdb',
  eventstore: 'esdb',
};

/**
 * The client (6.x) parses only `esdb://` and `esdb+discover://`; KurrentDB's documented
 * `kurrentdb://` (and its `kurrent`, `kdb`, `eventstore` aliases) mean the same thing.
 */
export function toClientConnectionString(url: string): string {
  const m = /^([a-z]+)(\+discover)?:\/\//i.exec(url.trim());
  const scheme = m && SCHEMES[m[1]!.toLowerCase()];
  if (!m || !scheme) throw new Error(`EVENTSTORE_URL must start with kurrentdb://, kurrentdb+discover://, esdb:// or esdb+discover:// (got ${JSON.stringify(url.split('://')[0])})`);
  return `${scheme}${m[2] ? '+discover' : ''}://${url.trim().slice(m[0].length)}`;
}

export function toEventData(e: NewEvent): EventData {
  if (e.data === undefined) throw new TypeError(`Event ${e.id} (${e.type}) has no data`);
  return {
    id: e.id,
    contentType: 'application/json',
    type: e.type,
    // The client JSON.stringify-s data; any JSON value round-trips, not only JSONType's.
    data: e.data as JSONType,
    metadata: e.metadata as unknown as JSONType,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array);

function toMetadata(metadata: unknown, id: string): EventMetadata {
  if (!isRecord(metadata) || typeof metadata.correlationId !== 'string' || typeof metadata.at !== 'string') {
    throw new TypeError(`Event ${id} has no EventMetadata`);
  }
  return metadata as unknown as EventMetadata;
}

export function toRecordedEvent(e: EsdbRecordedEvent): RecordedEvent {
  if (!e.isJson) throw new TypeError(`Event ${e.id} in ${e.streamId} is not JSON`);
  if (!hasPosition(e.position)) {
    throw new Error(`Event ${e.id} in ${e.streamId} has no $all position (EventStoreDB 22.6 or later is required)`);
  }
  return {
    id: e.id,
    type: e.type,
    data: e.data,
    metadata: toMetadata(e.metadata, e.id),
    streamId: e.streamId,
    revision: revisionToNumber(e.revision),
    position: encodePosition(e.position),
  };
}

/** The port's typed conflict for the client's; any other error passes through unchanged. */
export function translateAppendError(err: unknown, streamId: string, expected: ExpectedRevision): unknown {
  if (!(err instanceof WrongExpectedVersionError)) return err;
  return new WrongExpectedRevisionError(streamId, expected, currentRevisionToNumber(err.actualVersion));
}

/** The counter value in an `IdAllocated` event of a `sequence-<kind>` stream. */
export function allocatedValue(data: unknown): number {
  const value = isRecord(data) ? data.value : undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new TypeError(`Malformed IdAllocated event: ${JSON.stringify(data)}`);
  }
  return value;
}
