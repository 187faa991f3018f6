import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_CROSS_FEATURE_IMPORTS as accepted, exceptionConfigs } from '../../eslint.config.js';

/**
 * Issue 25, section 2: `npm run lint` fails on a new cross-feature import. Fixtures are linted
 * with `lintText` at paths inside feature folders (nothing is written to disk). The accepted
 * exceptions in eslint.config.js are exactly the crossings in the code, found here independently
 * by resolving every relative import: a new one must be removed (or argued into the list), a
 * removed one must leave the list.
 */
const root = resolve(import.meta.dirname, '../..');
const BOUNDARY_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

/** As `npm run lint` runs it: inline `eslint-disable` comments do not count. */
const eslint = new ESLint({ cwd: root, allowInlineConfig: false, cache: false });

const boundaryErrors = async (file: string, code: string, linter = eslint) => {
  const [result] = await linter.lintText(code, { filePath: join(root, file) });
  expect(result!.messages.filter((m) => m.fatal), file).toEqual([]);
  return result!.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? '')).map((m) => `${m.line}:${m.ruleId}`);
};

describe('feature boundaries in npm run lint', () => {
  it('a feature importing another feature fails, however the import is written', async () => {
    const code = [
      "import { listThreads } from '../forum/queries.js';",
      "import type { ThreadState } from '../forum/thread.decider.js';",
      "export { joinedAt } from '../auth/queries.js';",
      "export * from '../../api/products/queries.js';",
      "export const later = () => import('../search/queries.js');",
      'export type T = ThreadState | typeof listThreads;',
    ].join('\n');
    expect(await boundaryErrors('api/comments/__boundary-fixture__.ts', code)).toEqual([
      '1:no-restricted-imports',
      '2:no-restricted-imports',
      '3:no-restricted-imports',
      '4:no-restricted-imports',
      '5:no-restricted-syntax',
    ]);
    // One folder deeper, api/ is two levels up.
    expect(await boundaryErrors('api/comments/sub/__boundary-fixture__.ts', "import { x } from '../../forum/queries.js';\nexport { x };\n")).toEqual(['1:no-restricted-imports']);
  });

  it('a feature may import itself, api/shared, the event store, api/config and schemas', async () => {
    const code = [
      "import { commentDecider } from './comment.decider.js';",
      "import { badRequest } from '../shared/errors.js';",
      "import type { EventStore } from '../event-store/port.js';",
      "import { loadConfig } from '../config.js';",
      "import type { ForumEvent } from '../../schemas/forum/events.js';",
      "import { z } from 'zod';",
      'export type T = ForumEvent | EventStore | typeof commentDecider | typeof badRequest | typeof loadConfig | typeof z;',
    ].join('\n');
    expect(await boundaryErrors('api/comments/__boundary-fixture__.ts', code)).toEqual([]);
    expect(await boundaryErrors('api/comments/sub/__boundary-fixture__.ts', "import { x } from '../commands.js';\nimport { y } from '../../shared/errors.js';\nexport { x, y };\n")).toEqual([]);
  });

  it('api/shared imports no feature and not api/ssr; schemas import nothing of ours outside schemas', async () => {
    const shared = "import { PageCache } from '../ssr/page-cache.js';\nimport { x } from '../comments/queries.js';\nimport type { EventStore } from '../event-store/port.js';\nexport { PageCache, x, type EventStore };\n";
    expect(await boundaryErrors('api/shared/__boundary-fixture__.ts', shared)).toEqual(['1:no-restricted-imports', '2:no-restricted-imports']);
    const schema = "import { badRequest } from '../../api/shared/errors.js';\nimport { streamId } from '../shared/ids.js';\nimport { z } from 'zod';\nexport { badRequest, streamId, z };\n";
    expect(await boundaryErrors('schemas/forum/__boundary-fixture__.ts', schema)).toEqual(['1:no-restricted-imports']);
  });

  it('web/features/<a> does not import web/features/<b>; web/ui and its own folders are fine', async () => {
    const code = "import { forumKeys } from '../../forum/api/keys';\nimport { commentKeys } from '../api/keys';\nimport { Button } from '../../../ui/button';\nexport { forumKeys, commentKeys, Button };\n";
    expect(await boundaryErrors('web/features/comments/components/__boundary-fixture__.tsx', code)).toEqual(['1:no-restricted-imports']);
  });

  it('composition roots and tests may import any feature', async () => {
    const code = "import { listThreads } from '../forum/queries.js';\nexport { listThreads };\n";
    expect(await boundaryErrors('api/comments/__boundary-fixture__.test.ts', code)).toEqual([]);
    expect(await boundaryErrors('api/app.ts', "import { listThreads } from './forum/queries.js';\nexport { listThreads };\n")).toEqual([]);
    // Every file directly in api/ is a root: the ports' wiring, the public pages' table, the site.
    expect(await boundaryErrors('api/ports.ts', "import { joinedAt } from './auth/queries.js';\nexport { joinedAt };\n")).toEqual([]);
    expect(await boundaryErrors('web/app/routes/forum/__boundary-fixture__.tsx', "import { x } from '../../../features/forum/api/keys';\nexport { x };\n")).toEqual([]);
  });

  it('an accepted exception admits only its own import', async () => {
    // An exception made here, so the mechanism stays proven however short the list gets.
    const withException = new ESLint({ cwd: root, allowInlineConfig: false, cache: false, overrideConfig: exceptionConfigs([['api/account/after-deletion.ts', '../avatars/store.js']]) });
    const code = "import { deleteAvatarsOf } from '../avatars/store.js';\nimport { listThreads } from '../forum/queries.js';\nexport { deleteAvatarsOf, listThreads };\n";
    expect(await boundaryErrors('api/account/after-deletion.ts', code, withException)).toEqual(['2:no-restricted-imports']);
    expect(await boundaryErrors('api/account/after-deletion.ts', code)).toEqual(['1:no-restricted-imports', '2:no-restricted-imports']);
  });
});

describe('the accepted exceptions are the crossings in the code', () => {
  it('every cross-feature import outside tests is listed, and every listed one exists', () => {
    const { scanned, found } = crossings();
    // Not vacuous: the finder read the layers' code (and the list may one day be empty).
    expect(scanned).toBeGreaterThan(300);
    expect(found.map(([file, spec]) => `${file} ${spec}`).sort()).toEqual(accepted.map(([file, spec]) => `${file} ${spec}`).sort());
  });

  it('their files lint clean, so the list is what lets `npm run lint` pass', { timeout: 60_000 }, async () => {
    // No files: nothing to lint (lintFiles([]) would lint the whole project).
    const files = [...new Set(accepted.map(([file]) => file))];
    const results = files.length ? await eslint.lintFiles(files) : [];
    expect(results.flatMap((r) => r.messages.map((m) => `${relative(root, r.filePath)}:${m.line} ${m.ruleId} ${m.message}`))).toEqual([]);
  });
});

// --- an independent finder: resolve each relative import and compare feature folders ---

const TEST_FILE = /\.test\.[cm]?[jt]sx?$|\.test-support\.[cm]?[jt]sx?$|^api\/security\/matrix\.support\.ts$/;
const IMPORT = /(?:^|[;\s])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s*['"]([^'"]+)['"]/g;
/** What every folder of api/ may import (api/shared itself imports no feature, nor api/ssr). */
const OPEN_API_FOLDERS = ['api/shared', 'api/event-store'];

/** The folder of a layer a path is in: `api/<f>`, `web/features/<f>` or `schemas` (null for a root file or another layer). */
const folderOf = (path: string) => {
  const parts = path.split('/');
  if (parts[0] === 'api' && parts.length > 2) return parts.slice(0, 2).join('/');
  if (parts[0] === 'web' && parts[1] === 'features' && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts[0] === 'schemas') return 'schemas';
  return null;
};

function crossings() {
  const found: [string, string][] = [];
  let scanned = 0;
  for (const dir of ['api', 'web/features', 'schemas']) {
    for (const entry of readdirSync(join(root, dir), { recursive: true }) as string[]) {
      const file = `${dir}/${entry.split('\\').join('/')}`;
      if (!/\.[cm]?[jt]sx?$/.test(file) || TEST_FILE.test(file)) continue;
      const from = folderOf(file);
      if (from === null) continue;
      scanned++;
      for (const match of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
        const spec = match[1] ?? match[2] ?? match[3]!;
        if (!spec.startsWith('.')) continue;
        const to = folderOf(relative(root, resolve(root, dirname(file), spec)).split('\\').join('/'));
        const crosses = from === 'schemas' ? to !== 'schemas' : to !== null && to !== from && to.split('/')[0] === from.split('/')[0] && !OPEN_API_FOLDERS.includes(to);
        if (crosses) found.push([file, spec]);
      }
    }
  }
  return { scanned, found };
}
