import { basename, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const ssrOutDir = fileURLToPath(new URL('./dist/ssr', import.meta.url));

/**
 * Chunks for a first visit: each request costs about 1 KB of headers over HTTP/1.1 (the security
 * headers travel on every response), so what nearly every page needs travels in few files:
 * - `app`: React, the router, React Query, jotai and the styling runtime, with the page shell
 *   (layout, router, session, header search), the shared components and helpers of web/ui and
 *   web/lib, the article components that the home page, /articles and an article share, the share
 *   control (articles and interviews), and the public pages' styles (one stylesheet);
 * - `radix`: the dialog, menu and popover primitives with their positioning engine, only for screens
 *   and interactions that open one (comments, menus, forms), never on a reader's first visit.
 * Everything else splits by route, as Vite does by default.
 */
const RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|jotai|@vanilla-extract)[\\/]|^\0?rolldown[:\\/]runtime/;
const SHELL = new RegExp(
  [
    String.raw`[\\/]web[\\/](ui|lib|styles|app[\\/]layout|features[\\/](articles|share))[\\/]`,
    // The header's search box and suggestions; the results page stays in its route's chunk.
    String.raw`[\\/]web[\\/]features[\\/]search[\\/](state[\\/]|api[\\/](keys|get-suggestions)\.|lib[\\/]search-href\.|components[\\/]header-(search|suggestions)[.])`,
    String.raw`[\\/]web[\\/]app[\\/](router|providers)\.tsx$`,
    // The entry itself, so a first visit fetches one script of the site's own before the route's.
    String.raw`[\\/]web[\\/]main\.tsx$`,
    // The styles of the articles' pages, the site pages and the comments (their code stays split by
    // route): one stylesheet for a first visit. The home page's, the newsletter's and the contact
    // form's styles stay with their routes' chunks: the server inlines a route's stylesheet too.
    String.raw`[\\/]web[\\/](app[\\/]routes[\\/](articles|site)|features[\\/](share|comments)[\\/]components)[\\/][^\\/]+\.css\.ts`,
    String.raw`[\\/]web[\\/]features[\\/]auth[\\/](api[\\/](get-session|keys)|components[\\/](access-denied|authenticating-skeleton|auth-area|require-role))\.(ts|tsx|css\.ts)`,
  ].join('|'),
);

/** Modules of the shell's folders that only some screens or interactions need: they stay in their own chunks. */
const ON_DEMAND = /[\\/](purifier|toaster|form|zod-jitless|live|field|password-checklist|use-modal-focus|mobile-menu-panel|share-popover|discreet-apply|dialog\.css|popover\.css|relative-time|category-filter|featured-articles|shelf(\.css)?|use-submission|get-tag-page|tag-params|url-token|follow-hash|report-dialog|report-dialog\.css|titled-page|submit-row|text-cards|dialog-shell|limited-textarea|limited-textarea\.css|textarea\.css|confirm-delete-dialog)\.tsx?(\.vanilla\.css.*)?$/;

const chunkGroups = [
  { name: 'radix', test: /[\\/]node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib|detect-node-es)[\\/]/, priority: 10 },
  // Not what only some screens need (ON_DEMAND): the sanitiser (DOMPurify, only when the browser must
  // insert HTML), the toaster (Radix, only once there is a message to show), the form helpers, fields,
  // the submission hook and zod (forms only), the live-updates client (only once a comment or forum
  // thread is on screen), the mobile menu's panel (only once opened), the dialog and popover styles
  // (only with a dialog or a menu open), relative times (comments and the forum), the articles list's
  // category filter and the home page's featured articles and its shelves' styles (each in its own
  // page's chunk: an article needs neither), a tag page's data and the address's tag (the magazine's
  // and tag pages' chunks), an emailed link's token reader (its pages only) and the #fragment follower
  // (only for an address with one).
  {
    name: 'app',
    test: (id: string) => RUNTIME.test(id) || (SHELL.test(id) && !ON_DEMAND.test(id)),
    // First: a group takes its modules' dependencies too, and React belongs here, not with Radix.
    priority: 20,
  },
  // The forum's reading code (its pages, lists and post cards) and its styles in one chunk and one
  // stylesheet beside `app`'s, so they weigh nothing on an article; the thread form and the live
  // subscriber load when used.
  {
    name: 'forum',
    test: (id: string) => /[\\/]web[\\/](features[\\/]forum|app[\\/]routes[\\/]forum)[\\/]/.test(id) && !/[\\/](thread-form|thread-live)\.tsx$/.test(id),
    priority: 15,
  },
  // The same for the experts' pages and the products' pages; the review form loads when a member opens it.
  {
    name: 'experts',
    test: (id: string) => /[\\/]web[\\/](features[\\/]experts|app[\\/]routes[\\/]experts)[\\/]/.test(id),
    priority: 15,
  },
  {
    name: 'products',
    test: (id: string) => /[\\/]web[\\/](features[\\/]products|app[\\/]routes[\\/]products)[\\/]/.test(id) && !/[\\/](review-form|rating-input)\.tsx$/.test(id),
    priority: 15,
  },
];

/*
 * The Koa server serves dist/web: HTML uncached, /assets/* (content-hashed) cached long.
 * `vite build --ssr entry-server.tsx` (npm run build:ssr) builds the server renderer into dist/ssr
 * with the same plugins, so vanilla-extract gives it the client's class names; the client build's
 * manifest (dist/web/.vite/manifest.json) tells the server which chunks and CSS a route needs.
 */
/**
 * Writes `.vite/screens.json` beside the manifest: each route screen's module (`app/routes/…`) and
 * the manifest key of the chunk that holds it. A screen grouped into a feature's chunk (forum,
 * experts, products above) has no manifest entry of its own, and without this the server could not
 * tell which stylesheet and chunks its server-rendered page needs (api/ssr/manifest.ts).
 */
const screenChunks = (): Plugin => ({
  name: 'osg-screen-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const screens: Record<string, string> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const id of chunk.moduleIds) {
        const rel = relative(webRoot, id).split(sep).join('/');
        if (rel.startsWith('app/routes/')) screens[rel] = chunk.facadeModuleId && relative(webRoot, chunk.facadeModuleId).split(sep).join('/') === rel ? rel : `_${basename(chunk.fileName)}`;
      }
    }
    this.emitFile({ type: 'asset', fileName: '.vite/screens.json', source: JSON.stringify(screens, null, 1) });
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  publicDir: false,
  plugins: isSsrBuild ? [react(), vanillaExtractPlugin()] : [react(), vanillaExtractPlugin(), screenChunks()],
  // In the browser, zod runs without its eval probe, set before any schema is built (see the file).
  resolve: isSsrBuild ? {} : { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./web/lib/zod-jitless.ts', import.meta.url)) }] },
  build: isSsrBuild
    ? { outDir: ssrOutDir, emptyOutDir: true, sourcemap: false, target: 'node20', copyPublicDir: false }
    : {
        outDir,
        emptyOutDir: true,
        assetsDir: 'assets',
        sourcemap: false,
        manifest: true,
        // The CSP forbids inline scripts and styles, so nothing may be inlined as data: script.
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
        target: 'es2022',
        // One stylesheet for the site (about 7 KB compressed): on a phone's first visit, a request's
        // headers cost more than the rules other pages would have had to themselves.
        cssCodeSplit: true,
        rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
      },
  // The server renderer bundles its packages, so React's production build is the one it runs
  // (an external react-dom would pick its development build unless NODE_ENV=production, and the
  // demo site starts in development mode).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: { '/_api': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
}));
