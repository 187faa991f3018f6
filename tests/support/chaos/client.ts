import { randomUUID } from 'node:crypto';
import { tokensInMails, waitForMails } from '../api.js';

/**
 * A member's HTTP client for chaos tests (SECURITY G): plain fetch with a cookie jar, keyed
 * commands retried with the same Idempotency-Key while the connection breaks (the API process
 * is being killed and restarted), and a history entry per op (send time, ack time, status, key).
 */

export interface Op {
  client: number;
  kind: string;
  key: string;
  actorId: number;
  path: string;
  sentAt: number;
  ackAt: number | null;
  status: number | null;
  attempts: number;
  body: unknown;
}

export interface Target {
  /** The API's base URL (fixed port, so a restarted process answers at the same address). */
  base: string;
  /** Resolves when an API process is listening again (after a kill). */
  up(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ChaosClient {
  private readonly cookies = new Map<string, string>();
  userId = 0;

  constructor(
    readonly index: number,
    private readonly target: Target,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}), ...extra };
  }

  private keep(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request; throws when the connection breaks or no answer comes within `timeoutMs`. */
  async raw(path: string, body: unknown, extra: Record<string, string> = {}, timeoutMs = 20_000): Promise<{ status: number; body: unknown }> {
    const res = await fetch(this.target.base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: this.headers(extra),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    this.keep(res);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed };
  }

  /** Signs up and confirms through the API (mails land in `outboxDir`); signed in afterwards. */
  async signUp(outboxDir: string, email: string, displayName: string, password: string) {
    const res = await this.raw('/_api/auth/register', { email, displayName, password, confirmPassword: password, ageConfirmed: true });
    if (res.status !== 202) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    const token = tokensInMails(await waitForMails(outboxDir, email, 1, 30_000)).at(-1);
    if (!token) throw new Error(`no confirmation link for ${email}`);
    const ok = await this.raw('/_api/auth/register/confirm', { token });
    if (ok.status !== 200) throw new Error(`confirm ${email}: ${ok.status} ${JSON.stringify(ok.body)}`);
    this.userId = (ok.body as { user: { id: number } }).user.id;
  }

  /**
   * A keyed command: retried with the same key while the connection breaks (or a 5xx comes
   * back from a process on its way down), until an answer below 500 or `maxAttempts`.
   */
  /** A keyed command, retried with its key through broken connections; `headers` go with every attempt. */
  async command(kind: string, path: string, body: unknown, history: Op[], maxAttempts = 40, headers: Record<string, string> = {}): Promise<Op> {
    const op: Op = { client: this.index, kind, key: `chaos-${this.index}-${randomUUID()}`, actorId: this.userId, path, sentAt: Date.now(), ackAt: null, status: null, attempts: 0, body: null };
    history.push(op);
    while (op.attempts < maxAttempts) {
      op.attempts += 1;
      try {
        const res = await this.raw(path, body, { ...headers, 'Idempotency-Key': op.key });
        op.status = res.status;
        op.body = res.body;
        if (res.status < 500) break;
      } catch {
        op.status = null;
      }
      await this.target.up();
      await sleep(10 + Math.random() * 40);
    }
    op.ackAt = Date.now();
    return op;
  }
}

/** Letters for a number (0 -> 'a', 26 -> 'ab'): display names accept letters, not digits. */
export const letters = (n: number) => {
  let s = '';
  do {
    s += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return s;
};
