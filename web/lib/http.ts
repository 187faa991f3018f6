/** An HTTP failure carrying the server's own message (SPEC 7: errors are read from `error`, login reads `message`). */
export class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a form says when a request got no answer at all (offline, a dropped connection), instead of the browser's 'Failed to fetch'. */
export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** A request that never reached the server or lost its answer: status 0, retried like a server error. */
export class NetworkError extends ApiError {
  constructor() {
    super(NETWORK_MESSAGE, 0);
    this.name = 'NetworkError';
  }
}

/** An answer the server refused (4xx): asking again gives the same. Network errors and 5xx may pass. */
export const isClientError = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500;

/** fetch, with a failure to get any answer as a NetworkError (an abort stays an abort). */
export async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown };
    if (typeof b.error === 'string' && b.error) return b.error;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return fallback;
}

type RequestOptions = { fallback?: string | undefined; idempotencyKey?: string | undefined };

async function request<T>(method: 'GET' | 'POST', url: string, body: unknown, { fallback, idempotencyKey }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const res = await send(url, {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await readBody(res);
  if (!res.ok) throw new ApiError(messageOf(data, fallback ?? `Request failed (${res.status})`), res.status);
  return data as T;
}

export const getJson = <T>(url: string, fallback?: string) => request<T>('GET', url, undefined, { fallback });
export const postJson = <T>(url: string, body: unknown, fallback?: string, idempotencyKey?: string) =>
  request<T>('POST', url, body, { fallback, idempotencyKey });

/**
 * Idempotency-Keys for one form's create requests (comments, replies; later threads, reviews...).
 * A key is made once per submission and reused while the same payload is sent again, so a retry
 * after a failure or a lost response gets the first answer instead of a second copy on the server.
 * A different payload, or anything after a success (`settled`), is a new submission with a new key.
 */
export function submissionKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { payload: string; key: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const p = JSON.stringify(payload);
      if (current?.payload !== p) current = { payload: p, key: newKey() };
      return current.key;
    },
    settled() {
      current = null;
    },
  };
}

export const errorMessage = (err: unknown, fallback: string): string =>
  err instanceof Error && err.message ? err.message : fallback;
