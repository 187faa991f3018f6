import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { nullIfNotFound, retryServerErrorsOnce } from './query-retry';

describe('query retries', () => {
  it('retries a server or network failure once and a 4xx never', () => {
    expect(retryServerErrorsOnce(0, new ApiError('boom', 500))).toBe(true);
    expect(retryServerErrorsOnce(1, new ApiError('boom', 500))).toBe(false);
    expect(retryServerErrorsOnce(0, new Error('network'))).toBe(true);
    expect(retryServerErrorsOnce(0, new ApiError('missing', 404))).toBe(false);
  });

  it('answers null for a 404 and passes every other failure on', async () => {
    await expect(nullIfNotFound(Promise.reject(new ApiError('missing', 404)))).resolves.toBeNull();
    await expect(nullIfNotFound(Promise.resolve(1))).resolves.toBe(1);
    await expect(nullIfNotFound(Promise.reject(new ApiError('boom', 500)))).rejects.toThrow('boom');
  });
});
