import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

// The server writes the title, description and author for link previews; once the app runs,
// each page renders its own (React 19 hoists them into <head>), so the server's copies go.
document.querySelectorAll('[data-server-head]').forEach((node) => node.remove());

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
