import { afterAll, beforeAll } from 'vitest';

/**
 * Opens a fixture (an app, a server) before the tests of the enclosing describe or file and closes
 * it after them. `open` assigns it where the tests read it and returns it; one that failed to open
 * is not closed.
 */
export function forAll<T extends { close(): unknown }>(open: () => Promise<T>, timeout?: number): void {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  }, timeout);
  afterAll(async () => {
    await opened?.close();
  });
}
