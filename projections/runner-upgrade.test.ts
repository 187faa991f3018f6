import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../api/event-store/sqlite.js';
import { commentsProjection } from './comments/comments.projection.js';
import { ReadModel } from './read-db.js';
import { ProjectionRunner } from './runner.js';
import { plainDeps } from '../tests/support/spies.js';

/**
 * A projection whose version changed may have changed its schema (a new column, an index on
 * it): the runner opened on the old read model must not run the new schema or statements on
 * the old tables (it threw 'no such column' at start), only report the projection stale so
 * the app rebuilds, and must not read the log from the stale checkpoint meanwhile.
 */
describe('runner on a read model written by an older projection version', () => {
  it('starts, reports the projection stale and leaves its old tables alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'osg-runner-upgrade-'));
    try {
      const rm = new ReadModel(join(dir, 'rm'));
      rm.connection.exec('CREATE TABLE comments (id INTEGER PRIMARY KEY, article_id INTEGER NOT NULL, parent_id INTEGER)');
      rm.connection.prepare("INSERT INTO checkpoints (name, position, version) VALUES ('comments', '00000000000000000007', ?)").run(commentsProjection.version - 1);
      const store = openSqliteEventStore(join(dir, 'events.db'));
      const runner = new ProjectionRunner(store, rm, [commentsProjection], plainDeps);
      expect(runner.staleProjections()).toEqual(['comments']);
      expect(runner.position()).toBeNull();
      rm.close();
      void store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
