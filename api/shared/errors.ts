/** Domain errors carry the HTTP status they map to and a message in the SPEC's words. */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly code = 'domain_error',
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, code = 'bad_request', extra: Record<string, unknown> = {}) =>
  new DomainError(400, message, code, extra);
export const unauthorized = (message = 'Not authenticated') => new DomainError(401, message, 'unauthorized');
export const forbidden = (message = 'Forbidden') => new DomainError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new DomainError(404, message, 'not_found');
export const conflict = (message = 'The resource was changed by someone else. Please try again.') =>
  new DomainError(409, message, 'conflict');
/** With `retryAfterSeconds`, the answer carries a Retry-After header (api/shared/http.ts). */
export const unavailable = (message = 'The service is busy. Please try again in a moment.', retryAfterSeconds?: number) =>
  new DomainError(503, message, 'unavailable', retryAfterSeconds ? { retryAfterSeconds } : {});
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new DomainError(429, message, 'rate_limited', { retryAfterSeconds });
