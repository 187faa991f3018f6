import { describe, expect, it } from 'vitest';
import { fullDateTime, relativeTime } from './relative-time';

describe('relative time (comments and forum)', () => {
  it('says how long ago, relative to the given now', () => {
    const now = Date.parse('2026-01-10T12:00:00.000Z');
    expect(relativeTime('2026-01-10T11:59:40.000Z', now)).toBe('just now');
    expect(relativeTime('2026-01-10T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-01-10T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-01-07T12:00:00.000Z', now)).toBe('3 days ago');
    expect(relativeTime('2025-01-10T12:00:00.000Z', now)).toBe('1 year ago');
    expect(relativeTime('2026-01-10T12:00:50.000Z', now)).toBe('in 1 minute');
  });

  it("reads 'some time ago' for a missing or unparseable date, and has no exact time for it", () => {
    expect(relativeTime('', 0)).toBe('some time ago');
    expect(relativeTime('nope', 0)).toBe('some time ago');
    expect(relativeTime(null)).toBe('some time ago');
    expect(fullDateTime('nope')).toBeUndefined();
    expect(fullDateTime('2025-11-03T16:05:00.000Z')).toMatch(/^November \d, 2025 at \d{1,2}:05 (AM|PM)$/);
  });
});
