import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { usersProjection } from '../../projections/auth/users.projection.js';
import { schemaOf, type Projection } from '../../projections/projection.js';
import { ReadModel } from '../../projections/read-db.js';

/**
 * A read model of its own for a feature's query tests: a new temporary folder holding the
 * projection's tables and indexes as a live runner creates them, and the users table its queries
 * join. The test applies events to the projection through `statements` itself (no store, no
 * runner) and reads with the feature's queries; `removeReadModel` closes it and deletes the folder.
 */
export function projectionReadModel<S>(projection: Projection<S>, name: string): { rm: ReadModel; statements: S } {
  const rm = new ReadModel(mkdtempSync(join(tmpdir(), `osg-${name}-`)));
  rm.connection.exec(schemaOf(usersProjection));
  rm.connection.exec(schemaOf(projection));
  return { rm, statements: projection.prepare(rm.connection) };
}

/** Closes a test's read model and deletes its folder. */
export function removeReadModel(rm: ReadModel): void {
  rm.close();
  rmSync(rm.dir, { recursive: true, force: true });
}
