/** An HTTP failure carrying the server's own message (SPEC 7: errors are read from `error`, login reads `message`). */
export class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'ApiError';
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

async function request<T>(method: 'GET' | 'POST', url: string, body?: unknown, fallback?: string): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await readBody(res);
  if (!res.ok) throw new ApiError(messageOf(data, fallback ?? `Request failed (${res.status})`), res.status);
  return data as T;
}

export const getJson = <T>(url: string, fallback?: string) => request<T>('GET', url, undefined, fallback);
export const postJson = <T>(url: string, body: unknown, fallback?: string) => request<T>('POST', url, body, fallback);

export const errorMessage = (err: unknown, fallback: string): string =>
  err instanceof Error && err.message ? err.message : fallback;
