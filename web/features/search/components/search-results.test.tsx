// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../api/get-search';
import { SearchResults } from './search-results';

// Styles are built by Vite's vanilla-extract plugin, which unit tests do not run: plain class names stand in.
vi.mock('./search-results.css', () => new Proxy({}, { get: (_t, k) => String(k), has: () => true }));
vi.mock('./result-card', () => ({ ResultCard: () => null }));
vi.mock('../../../ui/pager', () => ({ Pager: () => null }));
vi.mock('../../../ui/skeleton', () => ({ Skeleton: () => null }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const empty = (extra: Partial<SearchResponse> = {}): SearchResponse => ({
  query: 'menopuaze wqkzj',
  type: 'all',
  results: { articles: { results: [], total: 0 }, interviews: { results: [], total: 0 }, threads: { results: [], total: 0 } },
  pagination: { page: 1, limit: 10, totalResults: 0, totalPages: 0, startIndex: 0, endIndex: 0 },
  ...extra,
});

let root: Root;
let host: HTMLDivElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const show = (data: SearchResponse) =>
  act(() =>
    root.render(
      <MemoryRouter>
        <SearchResults params={{ query: data.query, type: 'articles', page: 2 }} search={{ data, isError: false, isPlaceholderData: false } as UseQueryResult<SearchResponse>} />
      </MemoryRouter>,
    ),
  );
const links = () => [...host.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('search results when nothing is found (issue 26)', () => {
  it("offers the server's correction on the same type, and the sections instead of a dead end", () => {
    show(empty({ didYouMean: 'menopause' }));
    expect(host.querySelector('h2')!.textContent).toBe('No Results Found');
    expect(host.textContent).toContain('Did you mean menopause?');
    expect(host.textContent).toContain('Try searching for something else.');
    expect(links()).toEqual([
      ['menopause', '/search?query=menopause&type=articles&page=1'],
      ['Articles', '/articles'],
      ['Expert Interviews', '/experts'],
      ['Forum', '/forum'],
    ]);
  });

  it('shows no correction when the server has none', () => {
    show(empty());
    expect(host.textContent).not.toContain('Did you mean');
    expect(links().map(([t]) => t)).toEqual(['Articles', 'Expert Interviews', 'Forum']);
  });
});
