// ESLint: only the security rules of SECURITY T40 and section 2-D and the feature boundaries of
// STYLE's layout (issue 25), no style rules (tsc checks types).
// The one HTML sink is <SafeHtml> (web/ui/safe-html.tsx): react/no-danger holds everywhere else.
// Inline `eslint-disable` comments do not count (`npm run lint` passes --no-inline-config, and so
// does ops/checks/t40.test.ts): the exception lives here, where a review sees it.
//
// Parser: typescript-eslint needs TypeScript's JavaScript API, which TypeScript 7 (this project's
// compiler, a native binary) no longer ships, so the code is parsed by Babel's TypeScript and JSX
// syntax, which is all these rules read (no type information).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import babelParser from '@babel/eslint-parser';
import noUnsanitized from 'eslint-plugin-no-unsanitized';
import react from 'eslint-plugin-react';

const safeHtmlFile = 'web/ui/safe-html.tsx';

const CODE_STRING_GLOBALS = Object.fromEntries(
  ['setTimeout', 'setInterval', 'setImmediate', 'execScript', 'window', 'self', 'global'].map((name) => [name, 'readonly']),
);

const babel = (plugins) => ({
  parser: babelParser,
  parserOptions: {
    requireConfigFile: false,
    babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins } },
  },
});

// --- Feature boundaries (STYLE "Layout"): features never import each other ---
// They meet in the composition roots (api/app.ts, api/server.ts, api/acknowledged-work.ts, api/services.ts,
// projections/all.ts, workers/, ops/, web/app/) and in tests, which no rule below covers. Every file
// directly in api/ is such a root: api/ports.ts wires the ports a feature declares for what it needs of
// another (api/<feature>/ports.ts); api/public-pages.ts, the table of public pages, loads each feature's
// data with its own queries, and api/site.ts (head, robots, sitemap, RSS) reads the articles: both are
// composition, so they are roots rather than features given ports, and api/app.ts hands them to the
// renderer (api/ssr), which imports neither.
// - api/<feature>/ imports no other folder of api/ but the two every feature stands on: shared/
//   (which in turn imports no feature, nor ssr/) and event-store/ (the store's port);
// - web/features/<a>/ imports no web/features/<b>/;
// - schemas/ imports nothing of ours outside schemas/ (packages such as zod are fine).
// no-restricted-imports reads an import's text, not the file it resolves to, so the rule is
// written for each feature and each depth below it: from api/forum/x.ts the api/ folder is `../`,
// from api/forum/sub/x.ts it is `../../` (also spelled `../../api/`); dynamic import() is checked
// by no-restricted-syntax (used for nothing else) with the same pattern. Feature folders and depths
// are read from disk, so a new feature is covered the day it is created.
const here = import.meta.dirname;
const CODE = '{js,mjs,cjs,ts,mts,cts,tsx,jsx}';
const foldersIn = (dir) => readdirSync(join(here, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
/** How many folders below `dir` its deepest code file is. */
const deepest = (dir) => Math.max(0, ...readdirSync(join(here, dir), { recursive: true }).filter((f) => /\.[cm]?[jt]sx?$/.test(f)).map((f) => f.split(/[\\/]/).length - 1));
/** 0..n: a rule per depth, one more than the code has today (for a folder about to be made). */
const upTo = (n) => [...Array(n + 1).keys()];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LAYERS = [
  { root: 'api', open: ['shared', 'event-store'] },
  { root: 'web/features', open: [] },
];

// Accepted cross-feature imports, each with its reason: [importing file, import as written]. None
// today: issue 25 removed the 30 it counted (ports wired in api/ports.ts, commands moved into their
// features, composition moved into roots). A new one fails lint unless argued in here;
// ops/checks/feature-boundaries.test.ts finds the crossings on its own and fails when they and
// this list differ (so a removed import leaves the list too).
export const ACCEPTED_CROSS_FEATURE_IMPORTS = [];

const BOUNDARY_MESSAGE = 'features do not import each other (STYLE "Layout"): meet in a composition root or through a port it wires';
const SCHEMAS_MESSAGE = 'schemas/ imports nothing of ours outside schemas/ (STYLE "Layout")';

/** no-restricted-imports and its twin for import() on a specifier pattern. */
const restrict = (regex, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message, caseSensitive: true }] }],
  // esquery ends a regex at its first bare `/`.
  'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message }],
});

/** An import leaving `own` for another folder of the layer, from `depth` folders below `own`; `allowed` as written. */
const crossing = (root, own, open, depth, allowed = []) => {
  const parent = escape(root.split('/').at(-1));
  const except = allowed.length ? `(?!(?:${allowed.map(escape).join('|')})$)` : '';
  return `^${except}(?:\\./)?(?:\\.\\./){${depth + 1}}(?:\\.\\./${parent}/)?(?!(?:${[own, ...open].map(escape).join('|')})/)[^./][^/]*/`;
};

const under = (dir, depth) => `${dir}/${'*/'.repeat(depth)}*.${CODE}`;

/** Each file with accepted exceptions: its own folder's rule, less the imports listed for it. */
export const exceptionConfigs = (accepted) =>
  [...new Set(accepted.map(([f]) => f))].map((file) => {
    const allowed = accepted.filter(([f]) => f === file).map(([, spec]) => spec);
    const { root, open } = LAYERS.find((l) => file.startsWith(`${l.root}/`));
    const [own, ...rest] = file.slice(root.length + 1).split('/');
    return { files: [file], rules: restrict(crossing(root, own, open, rest.length - 1, allowed), BOUNDARY_MESSAGE) };
  });

const boundaryConfigs = () => {
  const configs = [];
  for (const { root, open } of LAYERS) {
    const depths = upTo(deepest(root)); // depth below the feature folder, which is the first level
    for (const own of foldersIn(root))
      for (const depth of depths) configs.push({ files: [under(`${root}/${own}`, depth)], rules: restrict(crossing(root, own, open, depth), BOUNDARY_MESSAGE) });
  }
  for (const depth of upTo(deepest('schemas') + 1))
    configs.push({ files: [under('schemas', depth)], rules: restrict(`^(?:\\./)?(?:\\.\\./){${depth + 1}}(?!schemas/)`, SCHEMAS_MESSAGE) });
  configs.push(...exceptionConfigs(ACCEPTED_CROSS_FEATURE_IMPORTS));
  // Tests may import anything: they build whole apps. matrix.support.ts is the route matrices' test support.
  configs.push({
    files: [`**/*.test.${CODE}`, `**/*.test-support.${CODE}`, 'tests/**', 'api/security/matrix.support.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  });
  return configs;
};

export default [
  { ignores: ['**/node_modules/**', 'dist/**', 'data/**', 'test-results/**', 'bench/**'] },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}'],
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    // no-implied-eval only knows a timer or `window.x` as the global it is when it is declared:
    // the browser's and Node's names that take code strings (ES built-ins such as Function are known).
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: CODE_STRING_GLOBALS },
    plugins: { react, 'no-unsanitized': noUnsanitized },
    settings: { react: { version: '19.0' } },
    rules: {
      'react/no-danger': 'error',
      'no-unsanitized/method': 'error',
      'no-unsanitized/property': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  { files: ['**/*.{ts,mts,cts}'], languageOptions: babel(['typescript']) },
  { files: ['**/*.{tsx,jsx}'], languageOptions: babel(['typescript', 'jsx']) },
  { files: [safeHtmlFile], rules: { 'react/no-danger': 'off' } },
  // Exceptions, each as narrow as the rule allows:
  // - the server renderer imports the built SSR bundle from a configured path (never request data):
  //   only the import() check is off there, insertAdjacentHTML, document.write... stay checked;
  { files: ['api/ssr/renderer.ts'], rules: { 'no-unsanitized/method': ['error', {}, { import: { properties: [] } }] } },
  // - the sanitiser's invariant checker (T22) parses output in jsdom, which runs no script, the way
  //   a browser would: innerHTML is its instrument there.
  { files: ['projections/articles/sanitize.test.ts'], rules: { 'no-unsanitized/property': 'off' } },
  ...boundaryConfigs(),
];
