// ESLint: only the security rules of SECURITY T40 and section 2-D, no style rules (tsc checks types).
// The one HTML sink is <SafeHtml> (web/ui/safe-html.tsx): react/no-danger holds everywhere else.
// Inline `eslint-disable` comments do not count (`npm run lint` passes --no-inline-config, and so
// does ops/checks/t40.test.ts): the exception lives here, where a review sees it.
//
// Parser: typescript-eslint needs TypeScript's JavaScript API, which TypeScript 7 (this project's
// compiler, a native binary) no longer ships, so the code is parsed by Babel's TypeScript and JSX
// syntax, which is all these rules read (no type information).
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
];
