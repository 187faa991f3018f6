import type { RecordedEvent } from '../api/event-store/port.js';
import type { Db } from './read-db.js';

/** What a projection may use besides the event: reading sealed personal data. */
export interface ProjectionDeps {
  /** Plaintext of a sealed value, or null once its member has been erased. */
  unseal(value: string): string | null;
  /** The same for optional values. */
  unsealOpt(value: string | null | undefined): string | null;
  /**
   * Admin HTML made safe under the current policy (projections/articles/sanitize.ts), for events
   * from before their safe form was stored (projections/articles/safe-html.ts).
   */
  sanitizeHtml(html: string): string;
}

/**
 * A pure mapping from events to SQL writes on the projection's own tables. It must be
 * idempotent per event (upserts keyed by ids in the event) because a crash between
 * commit and acknowledgement may deliver a batch again; the runner's checkpoint, written
 * in the same transaction, makes that an exactly-once effect in practice.
 */
export interface Projection<S = unknown> {
  name: string;
  /** Bump to rebuild: the runner replays everything into a new generation. */
  version: number;
  init: string;
  /**
   * Indexes that only the read side uses (no statement of `prepare` needs them). A live runner
   * creates them with `init`; a rebuild creates them once, after the replay, since sorting a
   * filled table is far cheaper than keeping one more B-tree in order on every insert.
   */
  readIndexes?: string;
  prepare(db: Db): S;
  apply(event: RecordedEvent, statements: S, deps: ProjectionDeps): void;
}

export const defineProjection = <S>(p: Projection<S>): Projection<S> => p;

/** A projection's whole schema, as a live runner creates it: its tables and every index. */
export const schemaOf = (p: Pick<Projection, 'init' | 'readIndexes'>): string => (p.readIndexes ? `${p.init}\n${p.readIndexes}` : p.init);
