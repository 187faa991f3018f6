import { ApiError, isClientError } from '../../../lib/http';

/** A 4xx (an unknown id, a refused parameter) will not change on retry; a network or server failure gets one more try. */
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
