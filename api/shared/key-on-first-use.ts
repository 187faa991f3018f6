import { randomBytes } from 'node:crypto';

/**
 * `KeyStore.keyFor` as every key store answers it (keys.db, PostgreSQL, the synthetic logs' bulk
 * store): the subject's key if it has one; none for a subject whose key was destroyed (a new key
 * would seal new data about an erased member, readable again); otherwise a fresh 256-bit key,
 * which `keep` stores and answers.
 */
export function keyOnFirstUse(store: {
  find(subject: number): Buffer | null;
  wasDestroyed(subject: number): boolean;
  keep(subject: number, key: Buffer): Buffer;
}): (subject: number) => Buffer {
  return (subject) => {
    const existing = store.find(subject);
    if (existing) return existing;
    if (store.wasDestroyed(subject)) throw new Error(`key of subject ${subject} was destroyed`);
    return store.keep(subject, randomBytes(32));
  };
}
