import { isSealed, unseal, type KeyStore } from '../api/shared/personal-data.js';
import type { ProjectionDeps } from './projection.js';

export function projectionDeps(keys: KeyStore): ProjectionDeps {
  const open = (v: string) => (isSealed(v) ? unseal(keys, v) : v);
  return { unseal: open, unsealOpt: (v) => (v === null || v === undefined ? null : open(v)) };
}
