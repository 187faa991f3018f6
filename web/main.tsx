import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
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

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
