import { isSealed, unseal, type KeyStore } from '../api/shared/personal-data.js';
import type { ProjectionDeps } from './projection.js';

/**
 * `opened`: plaintexts already found for sealed values (a replay's read-ahead worker,
 * projections/read-ahead.ts); undefined for a value it does not hold, which is unsealed here.
 */
export function projectionDeps(keys: KeyStore, opened?: (sealed: string) => string | null | undefined): ProjectionDeps {
  const open = (v: string) => {
    if (!isSealed(v)) return v;
    const known = opened?.(v);
    return known !== undefined ? known : unseal(keys, v);
  };
  return { unseal: open, unsealOpt: (v) => (v === null || v === undefined ? null : open(v)) };
}
