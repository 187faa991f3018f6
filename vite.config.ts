import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const ssrOutDir = fileURLToPath(new URL('./dist/ssr', import.meta.url));

/*
 * The Koa server serves dist/web: HTML uncached, /assets/* (content-hashed) cached long.
 * `vite build --ssr entry-server.tsx` (npm run build:ssr) builds the server renderer into dist/ssr
 * with the same plugins, so vanilla-extract gives it the client's class names; the client build's
 * manifest (dist/web/.vite/manifest.json) tells the server which chunks and CSS a route needs.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  publicDir: false,
  plugins: [react(), vanillaExtractPlugin()],
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
