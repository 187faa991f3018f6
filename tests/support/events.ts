import { expect } from 'vitest';
import { eventRows, type TestApp } from './api.js';

/** Counts events of a type in the app's log. */
export const countEvents = (app: TestApp, type: string) => eventRows(app).filter((e) => e.type === type).length;

/** Runs `fn` and asserts that it appended nothing to the app's log. */
export async function noEvents<T>(app: TestApp, fn: () => Promise<T>): Promise<T> {
  const before = await app.eventCount();
  const out = await fn();
  expect(await app.eventCount()).toBe(before);
  return out;
}
