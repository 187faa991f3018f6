import './styles/global.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, Providers } from './app/providers';
import { AppRouter, loadRouteScreens } from './app/router';
import { armQuickExit, leaveIfLandedByQuickExit } from './features/safety/quick-exit';
import { recordTabEntry } from './features/safety/tab-history';
import { holdEarlySubmits, releaseEarlySubmits } from './lib/early-submit';
import { recordServerHtml } from './lib/hydration';
import { siteOrigin } from './lib/site-origin';

// The server writes each page's title, description, canonical link, Open Graph / Twitter tags and
// JSON-LD for link previews. Pages render their own (web/ui/page-meta.tsx; React 19 hoists them into
// <head> and removes them with the page), so the server's copies go before the first render: React
// would otherwise adopt a matching server tag as its own, or leave the server's beside its own, and a
// navigation would then keep the first page's tags. Only the title stays (React takes it over, or it is
// removed when a page renders its own), so the document is never untitled while a route chunk loads.
siteOrigin(); // read before the canonical link it may come from is removed
document.head
  .querySelectorAll([
    'meta[name="description"]', 'meta[name="author"]', 'meta[name="robots"]', 'link[rel="canonical"]',
    'meta[property^="og:"]', 'meta[property^="article:"]', 'meta[name^="twitter:"]', 'script[type="application/ld+json"]',
  ].join(', '))
  .forEach((node) => node.remove());
const serverTitle = document.head.querySelector('title');
if (serverTitle) {
  const observer = new MutationObserver(() => {
    if (![...document.head.querySelectorAll('title')].some((t) => t !== serverTitle)) return;
    serverTitle.remove();
    observer.disconnect();
  });
  observer.observe(document.head, { childList: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** The query state a server-rendered page carries (api/ssr/renderer.ts), or null for the client-rendered shell. */
function serverState(): DehydratedState | null {
  const text = document.getElementById('osg-query-state')?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as DehydratedState;
  // A cached page's data is current as of this response (the server checks it whenever the read model moves),
  // so its freshness counts from now, not from when it was rendered.
  const now = Date.now();
  for (const q of state.queries) {
    q.state.dataUpdatedAt = now;
    q.dehydratedAt = now;
  }
  return state;
}

async function start(container: HTMLElement) {
  const state = serverState();
  if (!state) {
    releaseEarlySubmits();
    createRoot(container).render(<StrictMode><Providers><AppRouter /></Providers></StrictMode>);
    return;
  }
  recordServerHtml(container);
  const client = createQueryClient();
  hydrate(client, state);
  // The route's chunk loads before hydrating, so the first client render is the server's tree.
  await loadRouteScreens(window.location.pathname);
  hydrateRoot(container, <StrictMode><Providers client={client}><AppRouter /></Providers></StrictMode>);
}

// A quick exit's walk back may land on a page of ours in another document: it leaves at once,
// whether the page loads afresh or returns from the back/forward cache.
window.addEventListener('pageshow', (e) => {
  if (e.persisted) leaveIfLandedByQuickExit();
});
if (!leaveIfLandedByQuickExit()) {
  // The entry this document was loaded on is recorded now, before hydration (which waits for the
  // route's chunk): a reader who follows a link before then must still find it in quick exit's walk,
  // and a 'Quick exit' clicked before then walks back as it does after.
  recordTabEntry();
  armQuickExit();
  holdEarlySubmits();
  void start(root);
}
