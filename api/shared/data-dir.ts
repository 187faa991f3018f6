import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { StorageOpenError, whyCannotOpen } from './sqlite.js';

/** The data directory is open to others: refused in production (see api/server.ts). */
export class DataDirError extends Error {}

/**
 * Creates the data directory and its folders 0700 (reset emails with live tokens, keys.db,
 * the event log and the sessions live there), then checks the directory itself: readable
 * or writable by group or others is a warning in development and a refusal in production.
 */
export function prepareDataDir(config: Config, log: { warn(o: object, msg: string): void }): void {
  makeDir(config.dataDir);
  const mode = statSync(config.dataDir).mode & 0o777;
  if (mode & 0o066) {
    const problem = `data directory ${config.dataDir} is open to other users (mode ${mode.toString(8).padStart(4, '0')}); run: chmod 700 ${config.dataDir}`;
    if (config.production) throw new DataDirError(problem);
    log.warn({ dataDir: config.dataDir, mode: mode.toString(8) }, problem);
  }
  makeDir(config.files.readModelDir);
  makeDir(config.files.outbox);
}

function makeDir(dir: string) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new StorageOpenError(`cannot create ${dir}: ${whyCannotOpen(join(dir, 'x'), err)}`);
  }
}
