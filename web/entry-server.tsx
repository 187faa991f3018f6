/**
 * The server renderer, built by `vite build --ssr` (dist/ssr/entry-server.js) with the same Vite and
 * vanilla-extract plugins as the client, so class names match. api/ssr/renderer.ts calls `render` with
 * the data it read from the read model (the same query functions as /_api, under the client's keys).
 */
import './styles/global.css';
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes, loadRouteScreens } from './app/router';
import { setSiteOrigin } from './lib/site-origin';

export interface PrefetchedQuery {
  queryKey: QueryKey;
  data: unknown;
}

export interface RenderResult {
  /** Head tags React hoisted from the page (title, description, canonical, Open Graph...). */
  head: string;
  /** The inner HTML of #root. */
  body: string;
  /** TanStack Query state for `hydrate()` in the browser. */
  state: DehydratedState;
}

const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders one public page, anonymously, with its data already in the query cache (nothing fetches
 * on the server). The stream is collected whole (onAllReady): the CSP allows no inline script, so
 * React's streamed Suspense boundaries (which need its inline script) are never flushed early.
 */
export async function render(url: string, origin: string, queries: PrefetchedQuery[]): Promise<RenderResult> {
  setSiteOrigin(origin);
  const location = new URL(url, origin);
  await loadRouteScreens(location.pathname);
  const client = createQueryClient();
  for (const q of queries) client.setQueryData(q.queryKey, q.data);
  // <html> and <body> have one child each: a second (an explicit <head />) would fork the tree, and
  // every useId under it would differ from the client's, which hydrates at #root (labels and fields
  // kept the server's ids; a development build reports the mismatch). React writes the <head> itself.
  const html = await renderDocument(
    <html lang="en">
      <body>
        <div id="root">
          <StrictMode>
            <Providers client={client}>
              <StaticRouter location={location.pathname + location.search}>
                <AppRoutes />
              </StaticRouter>
            </Providers>
          </StrictMode>
        </div>
      </body>
    </html>,
  );
  return { ...splitDocument(html), state: timeless(dehydrate(client)) };
}

/**
 * The page's bytes depend on its data only, not on when it was rendered: a re-render after an
 * unrelated write gives the same HTML and so the same ETag. The browser dates the data on arrival
 * (web/main.tsx), which is when its freshness starts anyway.
 */
function timeless(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.map((q) => ({ ...q, dehydratedAt: 0, state: { ...q.state, dataUpdatedAt: 0 } })) };
}

function renderDocument(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // Never outline a large completed Suspense boundary: outlined content is revealed by React's
      // inline script, which the CSP blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => reject(err instanceof Error ? err : new Error(String(err))),
    });
    setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

/** React writes attribute values and text escaped, so the first `</head>` and `<div id="root">` are ours. */
function splitDocument(html: string): { head: string; body: string } {
  const headStart = html.indexOf('<head>') + '<head>'.length;
  const headEnd = html.indexOf('</head>');
  const rootOpen = '<div id="root">';
  const bodyStart = html.indexOf(rootOpen) + rootOpen.length;
  const bodyEnd = html.lastIndexOf('</div></body>');
  if (headEnd < 0 || bodyStart < rootOpen.length || bodyEnd < bodyStart) throw new Error('unexpected document shape');
  return { head: html.slice(headStart, headEnd), body: html.slice(bodyStart, bodyEnd) };
}
