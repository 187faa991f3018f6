import { describe, expect, it } from 'vitest';
import { archiveIssuePath, archivePagePath, parseArchiveCursor, parseIssueSlug, sentDate } from './archive';

describe('the newsletter archive addresses', () => {
  it('keeps a cursor the API accepts and drops anything else (the first page then)', () => {
    expect(parseArchiveCursor('MjAyNi0xMS0yOFQwMToyMzowMC4wMDBafDQy')).toBe('MjAyNi0xMS0yOFQwMToyMzowMC4wMDBafDQy');
    expect(parseArchiveCursor(null)).toBeNull();
    expect(parseArchiveCursor('')).toBeNull();
    expect(parseArchiveCursor('a b')).toBeNull();
    expect(parseArchiveCursor('x'.repeat(201))).toBeNull();
  });

  it('reads a slug as the API does: lower-case words joined by single hyphens, at most 120 characters', () => {
    expect(parseIssueSlug('spring-reading-2026')).toBe('spring-reading-2026');
    for (const bad of ['', 'Spring', 'a--b', '-a', 'a-', 'a/b', 'a'.repeat(121)]) expect(parseIssueSlug(bad)).toBeNull();
  });

  it('builds the list and issue paths, the cursor in the query', () => {
    expect(archivePagePath(null)).toBe('/newsletter/archive');
    expect(archivePagePath('abc_-1')).toBe('/newsletter/archive?cursor=abc_-1');
    expect(archiveIssuePath('spring-reading')).toBe('/newsletter/archive/spring-reading');
  });

  it('writes the sent date in UTC, the same on the server and in any browser', () => {
    expect(sentDate('2026-11-28T23:30:00.000Z')).toBe('November 28, 2026');
    expect(sentDate('2026-01-01T00:10:00.000Z')).toBe('January 1, 2026');
  });
});
