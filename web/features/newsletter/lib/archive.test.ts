import { describe, expect, it } from 'vitest';
import { archiveIssuePath, archivePagePath, parseArchiveCursor, parseIssueSlug, sentDate, webVersion } from './archive';

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

describe('an issue\'s web version', () => {
  const card = '<hr><h2>Featured articles</h2><div style="margin:0 0 20px"><h3><a href="http://x/articles/a">A</a></h3></div>';
  it('keeps the body and leaves the featured articles to the page\'s own cards', () => {
    expect(webVersion({ html: `<p>Body</p>${card}`, articles: [{ slug: 'a' }] }).html).toBe('<p>Body</p>');
  });
  it('leaves a body without cards as it is, even one that talks about featured articles', () => {
    const body = '<hr><h2>Featured articles</h2><p>A heading of the editor\'s own.</p>';
    expect(webVersion({ html: body, articles: [] }).html).toBe(body);
    expect(webVersion({ html: '<p>Body</p>', articles: [{ slug: 'a' }] }).html).toBe('<p>Body</p>');
  });
});
