import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

// The server writes the title, description and author for link previews. Pages render their
// own (React 19 hoists them into <head>); the server's copies stay until the first of those
// arrives, so the document is never without a title while a route chunk is still loading.
const serverHead = document.querySelectorAll('[data-server-head]');
if (serverHead.length) {
  const observer = new MutationObserver(() => {
    if (!document.head.querySelector('title:not([data-server-head])')) return;
    serverHead.forEach((node) => node.remove());
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
