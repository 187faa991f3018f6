import { isClientError } from '../../../lib/http';

/**
 * SPEC 7: a product is not retried on 404 or 'not found'; other failures (network, server) up to 3
 * times. The same rule serves the lists and the reviews.
 */
export function retryUnlessMissing(failures: number, err: Error): boolean {
  if (isClientError(err)) return false;
  if (/not found/i.test(err.message)) return false;
  return failures < 3;
}
