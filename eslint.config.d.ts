// The types of eslint.config.js, for the test that reads its list of accepted cross-feature
// imports and makes exceptions of its own (ops/checks/feature-boundaries.test.ts).
import type { Linter } from 'eslint';

/** [importing file, import as written]: each accepted until the restructuring of issue 25 removes it. */
export declare const ACCEPTED_CROSS_FEATURE_IMPORTS: [file: string, specifier: string][];

/** The lint configs that let each listed file make its listed imports (and no other crossing). */
export declare function exceptionConfigs(accepted: [file: string, specifier: string][]): Linter.Config[];

declare const config: Linter.Config[];
export default config;
