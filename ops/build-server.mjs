// `npm run build:server`: the server and the workers as plain JavaScript (dist/server/*.js), so
// production runs one `node` process with no TypeScript loader. Packages stay in node_modules
// (native ones like better-sqlite3 and argon2 cannot be bundled); only our own code is bundled.
import { build } from 'esbuild';

await build({
  // The replay's read-ahead thread and the image renderer process are files of their own beside
  // them (projections/read-ahead.ts and api/images/rasterizer.ts load them by URL).
  entryPoints: {
    server: 'api/server.ts',
    workers: 'workers/main.ts',
    'read-ahead-worker': 'projections/read-ahead-worker.ts',
    'raster-process': 'api/images/raster-process.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
