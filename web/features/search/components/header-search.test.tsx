// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeInto } from '../../../lib/dom.test-support';
import type { Suggestion } from '../../../../schemas/search/queries';
import { HeaderSearchForm } from './header-search';

// Styles are built by Vite's vanilla-extract plugin, which unit tests do not run: plain class names stand in.
vi.mock('./header-search.css', () =>
  Object.fromEntries(['form', 'input', 'submit', 'popup', 'status', 'listbox', 'option', 'optionTitle', 'optionType'].map((k) => [k, k])),
);
vi.mock('../../../styles/sprinkles.css', () => ({ visuallyHidden: 'visually-hidden' }));
vi.mock('../../../ui/button.css', () => ({ button: () => 'button' }));
vi.mock('../../../ui/icons', () => ({ SearchIcon: () => null }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SUGGESTIONS: Suggestion[] = [
  { type: 'article', id: 1, title: 'Menopause and Sex', url: '/articles/menopause-and-sex' },
  { type: 'interview', id: 2, title: 'A GP on menopause', url: '/experts/interviews/gp-menopause' },
  { type: 'thread', id: 3, title: 'Menopause questions', url: '/forum/3' },
];

let root: Root;
let host: HTMLDivElement;
let location = '';
let requests: string[] = [];
let answer: (query: string) => Promise<Response>;

function Where() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}

const input = () => host.querySelector<HTMLInputElement>('#header-search')!;
const listbox = () => host.querySelector<HTMLUListElement>('[role="listbox"]')!;
const popup = () => listbox().parentElement!;
const options = () => [...host.querySelectorAll<HTMLLIElement>('[role="option"]')];
const statusText = () => (host.querySelector<HTMLElement>('[role="status"]')!.hidden ? '' : host.querySelector('[role="status"]')!.textContent);
const visible = () => !popup().hidden;

const type = (value: string) => typeInto(input(), value);
async function key(k: string) {
  await act(async () => {
    input().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  });
}
async function until(check: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
  }
}

beforeEach(async () => {
  requests = [];
  answer = async () => new Response(JSON.stringify({ suggestions: SUGGESTIONS }), { status: 200 });
  vi.stubGlobal('fetch', async (url: string) => {
    const query = new URL(url, 'http://x').searchParams.get('query')!;
    requests.push(query);
    return answer(query);
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 300_000 } } });
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <Provider store={createStore()}>
          <MemoryRouter initialEntries={['/']}>
            <HeaderSearchForm />
            <Where />
          </MemoryRouter>
        </Provider>
      </QueryClientProvider>,
    );
  });
  await act(async () => input().focus());
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

describe('header search combobox', () => {
  it('is a closed combobox controlling a listbox that exists', () => {
    const el = input();
    expect(el.getAttribute('role')).toBe('combobox');
    expect(el.getAttribute('aria-autocomplete')).toBe('list');
    expect(el.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(el.getAttribute('aria-controls')!)).toBe(listbox());
    expect(visible()).toBe(false);
  });

  it('needs more than 2 characters, waits 300 ms, says it is loading, then lists titles with type labels', async () => {
    await type('me ');
    expect(visible()).toBe(false);
    await type('men');
    expect(visible()).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(statusText()).toBe('Loading suggestions...');
    await type('meno');
    await new Promise((r) => setTimeout(r, 150));
    expect(requests).toEqual([]);
    await until(() => options().length === 3);
    expect(requests).toEqual(['meno']);
    expect(statusText()).toBe('');
    expect(options().map((o) => o.textContent)).toEqual(['Menopause and SexArticle', 'A GP on menopauseInterview', 'Menopause questionsForum thread']);
  });

  it('says so when nothing matches', async () => {
    answer = async () => new Response(JSON.stringify({ suggestions: [] }), { status: 200 });
    await type('zzzq');
    await until(() => statusText() === 'No suggestions found.');
    expect(options()).toHaveLength(0);
  });

  it('moves with the arrow keys (wrapping) and Enter opens the highlighted link and clears the box', async () => {
    await type('menopause');
    await until(() => options().length === 3);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    await key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await key('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    await key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await key('ArrowDown');
    await key('Enter');
    expect(location).toBe('/experts/interviews/gp-menopause');
    expect(input().value).toBe('');
    expect(visible()).toBe(false);
  });

  it('Enter without a highlighted option searches all types from page 1 and clears the box', async () => {
    await type('safer sex');
    await key('Enter');
    await act(async () => input().form!.requestSubmit());
    expect(location).toBe('/search?query=safer+sex&type=all&page=1');
    expect(input().value).toBe('');
  });

  it('Escape clears the box and closes the list at once (SPEC 2)', async () => {
    await type('menopause');
    await until(() => options().length === 3);
    await key('Escape');
    expect(visible()).toBe(false);
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    await type('consent');
    await key('Escape');
    expect(input().value).toBe('');
  });

  it('a click on an option navigates (the press does not blur the box first); blur closes the list', async () => {
    await type('menopause');
    await until(() => options().length === 3);
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    options()[2]!.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    await act(async () => options()[2]!.click());
    expect(location).toBe('/forum/3');
    await type('menopause');
    expect(visible()).toBe(true);
    await act(async () => input().blur());
    expect(visible()).toBe(false);
  });

  it('never shows an older answer for a newer text', async () => {
    const release: Record<string, (r: Response) => void> = {};
    answer = (q) => new Promise((resolve) => (release[q] = resolve));
    await type('meno');
    await until(() => requests.includes('meno'));
    await type('menopause');
    await until(() => requests.includes('menopause'));
    await act(async () => release.menopause!(new Response(JSON.stringify({ suggestions: SUGGESTIONS.slice(0, 1) }))));
    await until(() => options().length === 1);
    await act(async () => release.meno!(new Response(JSON.stringify({ suggestions: SUGGESTIONS }))));
    await new Promise((r) => setTimeout(r, 50));
    expect(options().map((o) => o.textContent)).toEqual(['Menopause and SexArticle']);
  });
});
