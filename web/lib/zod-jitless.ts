/**
 * What `zod` resolves to in the browser build (vite.config.ts aliases it here). zod 4 probes
 * `new Function` when it builds an object schema, to decide whether to JIT-compile parsers; under
 * the site's CSP (script-src 'self', no 'unsafe-eval') that probe is reported as a violation. Every
 * schema module imports zod through this one, so the setting is made before any schema exists,
 * whatever order the build's chunks are evaluated in.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
