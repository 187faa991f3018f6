import { load, type LoadResult } from './http-load.js';

/** GET /_api/auth/session signed in: session cookie check, session store read and rolling write, user lookup. */
export async function sessionReads(appUrl: string, cookie: string, seconds: number, connections: number): Promise<LoadResult> {
  const check = await fetch(`${appUrl}/_api/auth/session`, { headers: { cookie } });
  const body = (await check.json()) as { user?: { email?: string } };
  if (check.status !== 200 || !body.user?.email) throw new Error(`session check failed: ${check.status} ${JSON.stringify(body)}`);
  return load({ url: `${appUrl}/_api/auth/session`, headers: { cookie }, connections, seconds, warmupSeconds: 1 });
}

/** The bare Koa route answering the same JSON. */
export function bareReads(bareUrl: string, seconds: number, connections: number): Promise<LoadResult> {
  return load({ url: `${bareUrl}/bare/session`, connections, seconds, warmupSeconds: 1 });
}
