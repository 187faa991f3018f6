import { isSealed, unseal, type KeyStore } from '../api/shared/personal-data.js';
import { sanitizeHtml } from './articles/sanitize.js';
import type { ProjectionDeps } from './projection.js';

/** What a replay's read-ahead worker already did for the batch being applied (projections/read-ahead.ts). */
export interface DoneAhead {
  /** The plaintext of a sealed value (null: its key is gone); undefined for a value it does not hold. */
  opened(sealed: string): string | null | undefined;
  /** The safe form of admin HTML; undefined for HTML it did not sanitise. */
  sanitized(html: string): string | undefined;
}

/** Anything the read-ahead worker did not do is done here, the same way. */
export function projectionDeps(keys: KeyStore, ahead?: DoneAhead): ProjectionDeps {
  const open = (v: string) => {
    if (!isSealed(v)) return v;
    const known = ahead?.opened(v);
    return known !== undefined ? known : unseal(keys, v);
  };
  return {
    unseal: open,
    unsealOpt: (v) => (v === null || v === undefined ? null : open(v)),
    sanitizeHtml: (html) => ahead?.sanitized(html) ?? sanitizeHtml(html),
  };
}
