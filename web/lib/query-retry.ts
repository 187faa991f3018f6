import { ApiError, isClientError } from './http';

/**
 * A 4xx (a missing slug or id, a refused filter) is an answer, not a hiccup: it is not retried, so the
 * Not Found or error state shows at once. A network or server failure gets one more try.
 */
export const retryServerErrorsOnce = (failures: number, err: Error) => !isClientError(err) && failures < 1;

/** A 404 is an answer (the page shows its Not Found state, as the server rendered it): null, not an error. */
export async function nullIfNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
