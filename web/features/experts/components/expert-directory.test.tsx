// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeInto } from '../../../lib/dom.test-support';
import { parseExpertQuery, parseSpecialization, SPECIALIZATIONS } from '../lib/expert-meta';
import { ExpertDirectory } from './expert-directory';

// Styles are built by Vite's vanilla-extract plugin, which unit tests do not run: plain class names stand in.
vi.mock('./expert-directory.css', () => Object.fromEntries(['controls', 'search', 'searchInput', 'filters', 'summary'].map((k) => [k, k])));
vi.mock('./expert-card.css', () => ({ updating: 'updating' }));
vi.mock('../../../ui/card.css', () => ({ cardGrid: () => 'grid' }));
vi.mock('../../../ui/chips.css', () => ({ chipList: 'chips', chip: 'chip' }));
vi.mock('./expert-card', () => ({ ExpertCard: ({ expert }: { expert: { name: string } }) => <h3>{expert.name}</h3>, ExpertCardSkeleton: () => null }));
vi.mock('../../../ui/states', () => ({
  LoadError: ({ message }: { message: string }) => <p>{message}</p>,
  EmptyState: ({ children }: { children: string }) => <p>{children}</p>,
  LoadingGrid: ({ label }: { label: string }) => <div role="status" aria-label={label} />,
}));
vi.mock('../../../styles/sprinkles.css', () => ({ visuallyHidden: 'visually-hidden' }));
vi.mock('../../../ui/field.css', () => ({ input: () => 'input' }));
vi.mock('../../../ui/button', () => ({ Button: (props: object) => <button {...props} /> }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLDivElement;
let location = '';

/** The route as /experts renders it: the filters come from the address. */
function Page() {
  const [params] = useSearchParams();
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return <ExpertDirectory q={parseExpertQuery(params.get('q'))} specialization={parseSpecialization(params.get('specialization'))} />;
}

const box = () => host.querySelector<HTMLInputElement>('#expert-search')!;
const badge = (label: string) => [...host.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Specializations"] a')].find((a) => a.textContent === label)!;
const wait = (ms: number) => act(async () => { await new Promise((r) => setTimeout(r, ms)); });

const type = (value: string) => typeInto(box(), value);
async function click(a: HTMLAnchorElement) {
  await act(async () => {
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
}

async function open(at: string) {
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[at]}>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

describe('expert search and badges', () => {
  const [first] = SPECIALIZATIONS;
  const spec = new URLSearchParams({ s: first }).toString().slice(2);

  it('the address follows the box 300 ms after typing pauses, keeping the specialization', async () => {
    await open(`/experts?specialization=${spec}`);
    await type('  smith ');
    await wait(100);
    expect(location).toBe(`/experts?specialization=${spec}`);
    await wait(350);
    expect(location).toBe(`/experts?q=smith&specialization=${spec}`);
    expect(box().value).toBe('  smith ');
  });

  it('a badge clicked before the pause ends keeps what was typed, and the pending search does not undo it', async () => {
    await open('/experts');
    await type('smith');
    await click(badge(first));
    expect(location).toBe(`/experts?q=smith&specialization=${spec}`);
    await wait(400);
    expect(location).toBe(`/experts?q=smith&specialization=${spec}`);
  });

  it('clearing the box and clicking All at once leaves no filter behind', async () => {
    await open(`/experts?q=zzqx&specialization=${spec}`);
    expect(box().value).toBe('zzqx');
    await type('');
    await click(badge('All'));
    expect(location).toBe('/experts');
    await wait(400);
    expect(location).toBe('/experts');
    expect(box().value).toBe('');
  });
});
