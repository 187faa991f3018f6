import { ANY, NO_STREAM, STREAM_EXISTS, StreamNotFoundError, WrongExpectedVersionError, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_UINT64,
  allocatedValue,
  checkAppended,
  comparePositions,
  currentRevisionToNumber,
  decodePosition,
  encodePosition,
  expectedMatches,
  hasPosition,
  isUserEvent,
  revisionToNumber,
  toAppendExpectedRevision,
  toClientConnectionString,
  toEventData,
  toRecordedEvent,
  translateAppendError,
} from './esdb-translate.js';
import { WrongExpectedRevisionError, type EventMetadata } from './port.js';

const meta: EventMetadata = { actorId: 7, actorRole: 'admin', correlationId: 'c-1', causationId: null, at: '2026-01-01T00:00:00.000Z' };
const uint64 = fc.bigInt({ min: 0n, max: MAX_UINT64 });
const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

const recorded = (over: Partial<EsdbRecordedEvent> = {}): EsdbRecordedEvent =>
  ({
    streamId: 'article-1',
    id: '6f1c2c1e-9a51-4f0e-9a55-5b1f7c0c1a01',
    isJson: true,
    revision: 3n,
    type: 'ArticleCreated',
    created: new Date(0),
    data: { title: 't' },
    metadata: meta,
    position: { commit: 1234n, prepare: 1200n },
    ...over,
  }) as EsdbRecordedEvent;

describe('expected revisions', () => {
  it('maps the named states to the client constants', () => {
    expect(toAppendExpectedRevision('any')).toBe(ANY);
    expect(toAppendExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toAppendExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
  });

  it('maps numbers to bigint, and -1 (no stream) to NO_STREAM', () => {
    expect(toAppendExpectedRevision(0)).toBe(0n);
    expect(toAppendExpectedRevision(41)).toBe(41n);
    expect(toAppendExpectedRevision(Number.MAX_SAFE_INTEGER)).toBe(BigInt(Number.MAX_SAFE_INTEGER));
    expect(toAppendExpectedRevision(-1)).toBe(NO_STREAM);
  });

  it.each([-2, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('rejects %s', (n) => {
    expect(() => toAppendExpectedRevision(n)).toThrow(RangeError);
  });

  it('checks revisions the way the server does', () => {
    expect(expectedMatches('any', -1)).toBe(true);
    expect(expectedMatches('any', 4)).toBe(true);
    expect(expectedMatches('no_stream', -1)).toBe(true);
    expect(expectedMatches('no_stream', 0)).toBe(false);
    expect(expectedMatches('stream_exists', 0)).toBe(true);
    expect(expectedMatches('stream_exists', -1)).toBe(false);
    expect(expectedMatches(2, 2)).toBe(true);
    expect(expectedMatches(2, 3)).toBe(false);
  });
});

describe('stream revisions', () => {
  it('converts bigint revisions within the safe range', () => {
    expect(revisionToNumber(0n)).toBe(0);
    expect(revisionToNumber(-1n)).toBe(-1);
    expect(revisionToNumber(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([-2n, BigInt(Number.MAX_SAFE_INTEGER) + 1n, MAX_UINT64])('rejects %s', (r) => {
    expect(() => revisionToNumber(r)).toThrow(RangeError);
  });

  it('reads a current revision of no_stream as -1', () => {
    expect(currentRevisionToNumber(NO_STREAM)).toBe(-1);
    expect(currentRevisionToNumber(5n)).toBe(5);
  });
});

describe('positions', () => {
  it('encodes commit and prepare as two 20-digit fields', () => {
    expect(encodePosition({ commit: 0n, prepare: 0n })).toBe('00000000000000000000:00000000000000000000');
    expect(encodePosition({ commit: 1234n, prepare: 1200n })).toBe('00000000000000001234:00000000000000001200');
    expect(encodePosition({ commit: MAX_UINT64, prepare: 1n })).toBe('18446744073709551615:00000000000000000001');
  });

  it.each([
    { commit: -1n, prepare: 0n },
    { commit: 0n, prepare: -1n },
    { commit: MAX_UINT64 + 1n, prepare: 0n },
    { commit: 0n, prepare: MAX_UINT64 + 1n },
  ])('refuses to encode %s', (p) => {
    expect(() => encodePosition(p)).toThrow(RangeError);
  });

  it.each(['', '1234', '00000000000000001234', '1:2', '0000000000000000123a:00000000000000000000', ` ${'0'.repeat(20)}:${'0'.repeat(20)}`])(
    'refuses to decode %j',
    (s) => {
      expect(() => decodePosition(s)).toThrow(TypeError);
    },
  );

  it('refuses to decode fields beyond uint64', () => {
    expect(() => decodePosition(`${'9'.repeat(20)}:${'0'.repeat(20)}`)).toThrow(RangeError);
    expect(() => decodePosition(`${'0'.repeat(20)}:${'9'.repeat(20)}`)).toThrow(RangeError);
  });

  it('round-trips every uint64 pair', () => {
    fc.assert(
      fc.property(uint64, uint64, (commit, prepare) => {
        expect(decodePosition(encodePosition({ commit, prepare }))).toEqual({ commit, prepare });
      }),
    );
  });

  it('orders encodings as strings exactly as (commit, prepare) pairs', () => {
    fc.assert(
      fc.property(uint64, uint64, uint64, uint64, (c1, p1, c2, p2) => {
        const a = encodePosition({ commit: c1, prepare: p1 });
        const b = encodePosition({ commit: c2, prepare: p2 });
        const expected = cmp(c1, c2) || cmp(p1, p2);
        expect(comparePositions(a, b)).toBe(expected);
        expect(a < b).toBe(expected < 0);
        expect(a === b).toBe(expected === 0);
      }),
    );
  });

  it('sorts null before every position', () => {
    const p = encodePosition({ commit: 0n, prepare: 0n });
    expect(comparePositions(null, null)).toBe(0);
    expect(comparePositions(p, `${p}`)).toBe(0);
    expect(comparePositions(null, p)).toBe(-1);
    expect(comparePositions(p, null)).toBe(1);
  });

  it('treats a missing or all-ones position as absent', () => {
    expect(hasPosition(undefined)).toBe(false);
    expect(hasPosition({ commit: MAX_UINT64, prepare: MAX_UINT64 })).toBe(false);
    expect(hasPosition({ commit: MAX_UINT64, prepare: 0n })).toBe(true);
    expect(hasPosition({ commit: 0n, prepare: 0n })).toBe(true);
  });
});

describe('events', () => {
  it('keeps system events out: $-types and $-streams', () => {
    expect(isUserEvent({ type: 'ArticleCreated', streamId: 'article-1' })).toBe(true);
    expect(isUserEvent({ type: '$statsCollected', streamId: '$stats-127.0.0.1:2113' })).toBe(false);
    expect(isUserEvent({ type: '$>', streamId: 'article-1' })).toBe(false);
    expect(isUserEvent({ type: 'Anything', streamId: '$projections-$all' })).toBe(false);
  });

  it('writes new events as JSON with our id and metadata', () => {
    const data = toEventData({ id: 'id-1', type: 'T', data: { n: 1 }, metadata: meta });
    expect(data).toEqual({ id: 'id-1', contentType: 'application/json', type: 'T', data: { n: 1 }, metadata: meta });
  });

  it('accepts any JSON value as data but refuses undefined', () => {
    expect(toEventData({ id: 'i', type: 'T', data: null, metadata: meta }).data).toBeNull();
    expect(() => toEventData({ id: 'i', type: 'T', data: undefined, metadata: meta })).toThrow(TypeError);
  });

  it('reads a recorded event into the port shape', () => {
    expect(toRecordedEvent(recorded())).toEqual({
      id: '6f1c2c1e-9a51-4f0e-9a55-5b1f7c0c1a01',
      type: 'ArticleCreated',
      data: { title: 't' },
      metadata: meta,
      streamId: 'article-1',
      revision: 3,
      position: '00000000000000001234:00000000000000001200',
    });
  });

  it('refuses binary events', () => {
    expect(() => toRecordedEvent(recorded({ isJson: false, data: new Uint8Array([1]) } as Partial<EsdbRecordedEvent>))).toThrow(/not JSON/);
  });

  it('refuses events without a position (servers before 22.6)', () => {
    expect(() => toRecordedEvent(recorded({ position: undefined }))).toThrow(/22\.6/);
    expect(() => toRecordedEvent(recorded({ position: { commit: MAX_UINT64, prepare: MAX_UINT64 } }))).toThrow(/22\.6/);
  });

  it.each([undefined, null, 'text', [meta], new Uint8Array([123, 125]), { correlationId: 'c' }, { at: 'now' }, { ...meta, at: 1 }])(
    'refuses metadata %j',
    (metadata) => {
      expect(() => toRecordedEvent(recorded({ metadata } as Partial<EsdbRecordedEvent>))).toThrow(/EventMetadata/);
    },
  );

  it('refuses a revision beyond the safe integer range', () => {
    expect(() => toRecordedEvent(recorded({ revision: BigInt(Number.MAX_SAFE_INTEGER) + 1n }))).toThrow(RangeError);
  });
});

describe('append errors', () => {
  const wrong = (current: bigint | typeof NO_STREAM) =>
    new WrongExpectedVersionError(undefined, { streamName: 's', expected: 1n, current });

  it('turns a wrong expected version into our error with the actual revision', () => {
    const err = translateAppendError(wrong(2n), 'article-1', 1);
    expect(err).toBeInstanceOf(WrongExpectedRevisionError);
    expect(err).toMatchObject({ streamId: 'article-1', expected: 1, actual: 2, code: 'wrong_expected_revision' });
  });

  it('reports a missing stream as revision -1', () => {
    expect(translateAppendError(wrong(NO_STREAM), 's', 'stream_exists')).toMatchObject({ expected: 'stream_exists', actual: -1 });
    expect(translateAppendError(wrong(-1n), 's', 0)).toMatchObject({ actual: -1 });
  });

  it('passes any other error through unchanged', () => {
    const other = new StreamNotFoundError(undefined, 's');
    expect(translateAppendError(other, 's', 0)).toBe(other);
    const plain = new Error('boom');
    expect(translateAppendError(plain, 's', 0)).toBe(plain);
    expect(translateAppendError('text', 's', 0)).toBe('text');
  });
});

describe('id allocation events', () => {
  it('reads the allocated value', () => {
    expect(allocatedValue({ value: 1 })).toBe(1);
    expect(allocatedValue({ value: 42 })).toBe(42);
  });

  it.each([null, undefined, 'x', [1], {}, { value: 0 }, { value: -3 }, { value: 1.5 }, { value: '2' }, { value: 2 ** 53 }])(
    'refuses %j',
    (data) => {
      expect(() => allocatedValue(data)).toThrow(TypeError);
    },
  );
});

describe('the application\'s internal streams', () => {
  it('keeps id counters, idempotency records and snapshots out of what projections read', () => {
    for (const streamId of ['sequence-comment', 'idempotency-3-abc', 'snapshot-user-1']) expect(isUserEvent({ type: 'IdAllocated', streamId })).toBe(false);
    for (const streamId of ['comment-1', 'comment-vote-1-2', 'user-1', 'article-slug-x']) expect(isUserEvent({ type: 'Thing', streamId })).toBe(true);
  });
});

describe('append results', () => {
  it('turns { success: false } (throwOnAppendFailure=false) into our conflict with the actual revision', () => {
    expect(() => checkAppended({ success: false, nextExpectedRevision: 4n, position: undefined }, 's', 2)).toThrow(WrongExpectedRevisionError);
    const err = (() => {
      try {
        checkAppended({ success: false, nextExpectedRevision: -1n, position: undefined }, 's', 'stream_exists');
      } catch (e) {
        return e as WrongExpectedRevisionError;
      }
    })();
    expect(err).toMatchObject({ streamId: 's', expected: 'stream_exists', actual: -1 });
    const ok = { success: true, nextExpectedRevision: 3n, position: undefined };
    expect(checkAppended(ok, 's', 2)).toBe(ok);
  });
});

describe('connection strings', () => {
  it.each([
    ['kurrentdb://admin:changeit@localhost:2113?tls=false', 'esdb://admin:changeit@localhost:2113?tls=false'],
    ['KurrentDB+discover://a:2113,b:2113', 'esdb+discover://a:2113,b:2113'],
    ['kdb://h:1', 'esdb://h:1'],
    ['esdb://h:1?throwOnAppendFailure=false', 'esdb://h:1?throwOnAppendFailure=false'],
  ])('maps %s for the client', (url, expected) => expect(toClientConnectionString(url)).toBe(expected));

  it.each(['http://h:2113', 'localhost:2113', ''])('refuses %j with a clear message', (url) => {
    expect(() => toClientConnectionString(url)).toThrow(/EVENTSTORE_URL must start with kurrentdb:\/\//);
  });
});
