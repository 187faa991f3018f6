import { isClientError } from '../../../lib/http';

/**
 * A 4xx (a missing slug, a refused filter) is an answer, not a hiccup: it is not retried, so the
 * Not Found or error state shows at once. A network or server failure gets one more try.
 */
export const retryServerErrorsOnce = (failures: number, err: Error) => !isClientError(err) && failures < 1;
