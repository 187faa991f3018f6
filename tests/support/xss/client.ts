import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A small cookie-keeping HTTP client for the corpus spec's own server: same-origin JSON POSTs (the
 * CSRF check wants an Origin equal to PUBLIC_URL), and the cookies a browser context can adopt.
 */
export class Client {
  private readonly jar = new Map<string, string>();
  constructor(readonly base: string) {}

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const eq = pair.indexOf('=');
      this.jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return { origin: this.base, ...(cookie ? { cookie } : {}), ...extra };
  }

  async post(path: string, body: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(this.base + path, { method: 'POST', headers: this.headers({ 'content-type': 'application/json' }), body: JSON.stringify(body) });
    this.remember(res);
    const text = await res.text();
    return { status: res.status, body: text ? safeJson(text) : null };
  }

  async get(path: string): Promise<{ status: number; body: any; text: string }> {
    const res = await fetch(this.base + path, { headers: this.headers() });
    this.remember(res);
    const text = await res.text();
    return { status: res.status, body: safeJson(text), text };
  }

  /** The session cookies, for `browserContext.addCookies`. */
  cookies() {
    const url = new URL(this.base);
    return [...this.jar].map(([name, value]) => ({ name, value, domain: url.hostname, path: '/', httpOnly: name.startsWith('sid'), sameSite: 'Lax' as const }));
  }
}

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A quoted-printable .eml body, decoded as UTF-8. */
export function decodeEml(eml: string): string {
  const body = eml.slice(eml.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  return Buffer.from(body.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

/** Every .eml of the outbox, raw, by file name. */
export function outbox(dataDir: string): { file: string; raw: string }[] {
  const dir = join(dataDir, 'outbox');
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().map((file) => ({ file, raw: readFileSync(join(dir, file), 'utf8') }));
  } catch {
    return [];
  }
}

/** Sign-up confirmation tokens by recipient address (the newest wins). */
export function confirmTokens(dataDir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const { raw } of outbox(dataDir)) {
    const to = /^To:\s*(.+)$/im.exec(raw)?.[1]?.trim().replace(/^.*<|>$/g, '');
    const token = /register\/confirm\?token=([^\s"'<>]+)/.exec(decodeEml(raw))?.[1];
    if (to && token) out.set(to.toLowerCase(), decodeURIComponent(token));
  }
  return out;
}
