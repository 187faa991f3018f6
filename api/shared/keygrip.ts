import KeygripImpl from 'keygrip';

/** Cookie signing keys (SECURITY 2-A.2: HMAC-SHA256, rotatable by listing several). */
export const Keygrip = KeygripImpl as unknown as new (keys: string[], algorithm?: string) => unknown;
