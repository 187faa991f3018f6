/**
 * The PostgreSQL log's tables and its append function (docs/postgres.md). Created at first use,
 * under a transaction-level advisory lock so that two nodes starting together do not race on
 * `CREATE ... IF NOT EXISTS` (which is not safe against a concurrent create).
 *
 * `transaction_id` is the appending transaction's id (xid8, never wraps): readers order by
 * (transaction_id, global_position) and read only below the oldest transaction still running,
 * so an event committed later can never appear behind a position a reader has passed.
 */
export const SCHEMA_LOCK = 7_201_330_017;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS events (
  global_position bigserial NOT NULL,
  transaction_id  xid8      NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text      NOT NULL,
  revision        bigint    NOT NULL,
  event_id        text      NOT NULL UNIQUE,
  type            text      NOT NULL,
  data            text      NOT NULL,
  metadata        text      NOT NULL,
  at              text      NOT NULL,
  internal        boolean   NOT NULL,
  PRIMARY KEY (transaction_id, global_position),
  UNIQUE (stream_id, revision)
);
CREATE INDEX IF NOT EXISTS events_public ON events (transaction_id, global_position) WHERE NOT internal;
CREATE TABLE IF NOT EXISTS sequences (kind text PRIMARY KEY, value bigint NOT NULL);
CREATE TABLE IF NOT EXISTS snapshots (
  stream_id text PRIMARY KEY,
  version   text NOT NULL,
  revision  bigint NOT NULL,
  state     text NOT NULL
);
CREATE OR REPLACE FUNCTION osg_append(
  p_stream text, p_ids text[], p_types text[], p_data text[], p_meta text[], p_at text[],
  p_expected bigint, p_internal boolean, p_channel text
) RETURNS TABLE (outcome text, rev bigint, tx xid8, pos bigint) LANGUAGE plpgsql AS $fn$
-- p_expected: a revision (>= 0), -1 no_stream, -2 any, -3 stream_exists.
DECLARE
  n int := array_length(p_ids, 1);
  cur bigint;
  attempts int := 0;
BEGIN
  LOOP
    attempts := attempts + 1;
    -- A retry with the same ids (on the same stream) answers the first append's result.
    SELECT e.revision, e.transaction_id, e.global_position INTO rev, tx, pos
      FROM events e WHERE e.event_id = p_ids[n] AND e.stream_id = p_stream;
    IF FOUND AND EXISTS (SELECT 1 FROM events e WHERE e.event_id = p_ids[1] AND e.stream_id = p_stream) THEN
      outcome := 'retried';
      RETURN NEXT;
      RETURN;
    END IF;
    SELECT coalesce(max(e.revision), -1) INTO cur FROM events e WHERE e.stream_id = p_stream;
    IF NOT (p_expected = -2 OR (p_expected = -1 AND cur = -1) OR (p_expected = -3 AND cur >= 0) OR p_expected = cur) THEN
      outcome := 'conflict'; rev := cur; tx := NULL; pos := NULL;
      RETURN NEXT;
      RETURN;
    END IF;
    BEGIN
      WITH ins AS (
        INSERT INTO events (stream_id, revision, event_id, type, data, metadata, at, internal)
        SELECT p_stream, cur + i, p_ids[i], p_types[i], p_data[i], p_meta[i], p_at[i], p_internal
          FROM generate_subscripts(p_ids, 1) AS i ORDER BY i
        RETURNING global_position
      ) SELECT max(ins.global_position) INTO pos FROM ins;
      PERFORM pg_notify(p_channel, '');
      outcome := 'appended'; rev := cur + n; tx := pg_current_xact_id();
      RETURN NEXT;
      RETURN;
    EXCEPTION WHEN unique_violation THEN
      -- A concurrent append (now committed: the unique check waited for it) took the revision or
      -- the ids: look again, which finds our own retry, a conflict, or (for 'any') a new revision.
      IF attempts >= 5 THEN RAISE; END IF;
    END;
  END LOOP;
END
$fn$;
`;

/** A schema name from the URL's `schema` parameter: a plain identifier only. */
export function schemaName(raw: string | null): string | null {
  if (raw === null || raw === '') return null;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(raw)) throw new Error(`EVENTSTORE_URL: schema must be a lower-case identifier, not ${JSON.stringify(raw)}`);
  return raw;
}
