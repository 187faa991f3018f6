import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

// The Koa server serves dist/web: index.html uncached, /assets/* (content-hashed) cached long.
export default defineConfig({
  root: webRoot,
  publicDir: false,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // The CSP forbids inline scripts and styles, so nothing may be inlined as data: script.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
  },
  server: {
    proxy: { '/_api': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
});
