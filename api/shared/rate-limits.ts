import { createHmac } from 'node:crypto';
import type { KeyStore } from './personal-data.js';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientKey } from './client-key.js';
import { tooMany } from './errors.js';

type Mode = 'production' | 'development' | 'off';

/**
 * Limits of SECURITY 2-C. `strict` limits (login, password, reset) hold in every mode; the
 * others are 100 times looser in development so demos and test suites work from one address.
 */
const table = {
  loginIp: { points: 10, duration: 15 * 60, strict: true },
  loginEmailIp: { points: 5, duration: 24 * 3600, strict: true },
  loginEmailIpBlocks: { points: 1000, duration: 24 * 3600, strict: true },
  loginEmail: { points: 100, duration: 3600, strict: true },
  passwordReset: { points: 5, duration: 3600, strict: true },
  // Reset links to one address, from any number of IPs (keyed by the address's tag); past it, see addressAllows.
  passwordResetEmail: { points: 5, duration: 3600, strict: true },
  // What each (address, IP) pair may still send once its address's own window is spent (addressAllows):
  // enough for the owner on a network of their own, too little for a mail-bombing campaign.
  addressPair: { points: 1, duration: 12 * 3600, strict: true },
  requestsShort: { points: 50, duration: 10, strict: false },
  requestsLong: { points: 200, duration: 60, strict: false },
  register: { points: 3, duration: 24 * 3600, strict: false },
  // Sign-up mails to one address, from any number of IPs (keyed by the address's tag).
  registerEmail: { points: 8, duration: 12 * 3600, strict: false },
  // Avatar uploads (issue 13): each one decodes and re-encodes an image; 10 an hour per member.
  avatar: { points: 10, duration: 3600, strict: false },
  emailChange: { points: 5, duration: 24 * 3600, strict: false },
  comment: { points: 1, duration: 5, strict: false },
  commentEdit: { points: 30, duration: 24 * 3600, strict: false },
  commentDeleteMinute: { points: 2, duration: 60, strict: false },
  commentDeleteDay: { points: 10, duration: 24 * 3600, strict: false },
  vote: { points: 50, duration: 24 * 3600, strict: false },
  // Reporting comments (issue 9): enough for a member who meets a spammer, not for a flagging campaign.
  report: { points: 20, duration: 3600, strict: false },
  admin: { points: 60, duration: 60, strict: false },
  // New forum threads (SECURITY 2-C, Discourse's numbers): 1 per 15 s and 20 per day; accounts under
  // 24 hours old 1 per 120 s and 3 on their first day.
  thread: { points: 1, duration: 15, strict: false },
  threadDay: { points: 20, duration: 24 * 3600, strict: false },
  threadNew: { points: 1, duration: 120, strict: false },
  threadNewDay: { points: 3, duration: 24 * 3600, strict: false },
  // Product reviews (issue 11): one per product per member anyway; this stops a burst across products.
  reviewShort: { points: 1, duration: 30, strict: false },
  reviewDay: { points: 10, duration: 24 * 3600, strict: false },
  // Search (SECURITY 2-C, Discourse's numbers): anonymous 2/s and 15/min per IP, all anonymous together
  // 150/min; signed-in members 30/min; suggestions (one per debounced keystroke) 60/min.
  searchSecond: { points: 2, duration: 1, strict: false },
  searchMinute: { points: 15, duration: 60, strict: false },
  searchAnonGlobal: { points: 150, duration: 60, strict: false },
  searchMember: { points: 30, duration: 60, strict: false },
  searchSuggest: { points: 60, duration: 60, strict: false },
  // Newsletter subscribe and manage-link mails (SECURITY 2-C): 5 per hour per IP, 8 per 12 h per
  // address (keyed by the address's HMAC, never the address).
  newsletterSubscribe: { points: 5, duration: 3600, strict: false },
  newsletterSubscribeEmail: { points: 8, duration: 12 * 3600, strict: false },
  // Contact form (issue 12): mails to the operators, 5 per hour per IP.
  contact: { points: 5, duration: 3600, strict: false },
} as const;

/** Limits of several windows at once: SECURITY 2-C gives comment deletes 2 per minute and 10 per day. */
const combined = {
  commentDelete: ['commentDeleteMinute', 'commentDeleteDay'],
  forumThread: ['thread', 'threadDay'],
  forumThreadNewAccount: ['threadNew', 'threadNewDay'],
  review: ['reviewShort', 'reviewDay'],
  searchAnon: ['searchSecond', 'searchMinute'],
} as const satisfies Record<string, readonly (keyof typeof table)[]>;

type WindowName = keyof typeof table;

/**
 * Shared windows no client can spend for another (issue 24, `hitShared`): each client's first
 * `share` points of its own window per duration are its own and never touch the shared window.
 */
const fairShares = {
  searchAnonGlobal: { own: 'searchMinute', share: 5 },
} as const satisfies Partial<Record<WindowName, { own: WindowName; share: number }>>;
export type SharedLimit = keyof typeof fairShares;

/**
 * The key a limit counts under: an IP address by its client key (IPv6 by its /64, IPv4-mapped as
 * IPv4: api/shared/client-key.ts), anything else (a user id, an address's tag) as it is.
 */
const limitKey = (key: string | number) => (typeof key === 'number' ? String(key) : clientKey(key));
/** Limits keyed by an address, which `addressAllows` applies without locking its owner out. */
export type AddressLimit = 'registerEmail' | 'newsletterSubscribeEmail' | 'passwordResetEmail';
export type LimitName = WindowName | keyof typeof combined;

const BLOCK_BASE_SECONDS = 10 * 60;
const BLOCK_MAX_SECONDS = 24 * 3600;
const rateLimited = 'Too many requests. Please slow down and try again shortly.';

export class RateLimits {
  private readonly limiters = new Map<WindowName, RateLimiterAbstract>();

  /**
   * `tag` turns an email address into the key its limits are counted under (an HMAC under the
   * installation's system key in the app), so Redis never holds an address.
   */
  constructor(
    readonly mode: Mode,
    redis?: Redis,
    readonly tag: (email: string) => string = (email) => email.trim().toLowerCase(),
  ) {
    for (const [name, spec] of Object.entries(table) as [WindowName, (typeof table)[WindowName]][]) {
      const points = !spec.strict && mode === 'development' ? spec.points * 100 : spec.points;
      const opts = { keyPrefix: `rl:${name}`, points, duration: spec.duration };
      const memory = new RateLimiterMemory(opts);
      // Redis shares counters between nodes; the memory insurance limiter keeps them working when Redis is down.
      this.limiters.set(name, redis ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: memory }) : memory);
    }
  }

  private get(name: WindowName) {
    return this.limiters.get(name)!;
  }

  /**
   * Consumes one point of each of the limit's windows, shortest first (a refusal there costs
   * nothing of the longer one); throws 429 with Retry-After once one is reached.
   */
  async hit(name: LimitName, key: string | number, message = rateLimited): Promise<void> {
    const windows: readonly WindowName[] = name in combined ? combined[name as keyof typeof combined] : [name as WindowName];
    for (const w of windows) await this.hitWindow(w, key, message);
  }

  /**
   * A limit on all anonymous clients together that one client cannot spend for another (issue 24):
   * call it after `hit` on the client's own window. The client's first `share` points of that
   * window are its own; only its points beyond draw on the shared window. So the shared budget
   * grows with the number of distinct clients (its points plus a share per client), a dozen busy
   * clients never refuse one that has used nothing, and a crawl spread over many clients is still
   * bounded past each one's share.
   */
  async hitShared(name: SharedLimit, client: string, message = rateLimited): Promise<void> {
    if (this.mode === 'off' && !table[name].strict) return;
    const { own, share } = fairShares[name];
    const mine = this.mode === 'development' ? share * 100 : share;
    if ((await this.used(own, limitKey(client))).points <= mine) return;
    await this.hitWindow(name, 'all', message);
  }

  private async hitWindow(name: WindowName, key: string | number, message: string): Promise<void> {
    if (this.mode === 'off' && !table[name].strict) return;
    try {
      await this.get(name).consume(limitKey(key));
    } catch (res) {
      if (res instanceof RateLimiterRes) throw tooMany(message, Math.ceil(res.msBeforeNext / 1000));
      throw res;
    }
  }

  private async used(name: WindowName, key: string) {
    const res = await this.get(name).get(key);
    // The memory store returns an expired record until its cleanup timer fires; it no longer counts.
    if (!res || res.msBeforeNext <= 0) return { points: 0, retry: 0 };
    return { points: res.consumedPoints, retry: Math.ceil(res.msBeforeNext / 1000) };
  }

  private readonly locks = new Map<string, Promise<void>>();

  /**
   * Runs `work` holding every key: work on a shared key runs one at a time, in arrival order.
   * The login limits are checked before the password is verified and recorded after; without
   * this, concurrent attempts would all pass the check before any failure was recorded (twenty
   * parallel guesses from one address instead of ten). Deadlock-free: a caller only ever waits
   * for callers that registered before it. Within one process; across API nodes the shared
   * Redis counters bound the overshoot by the number of nodes.
   */
  async exclusive<T>(keys: string[], work: () => Promise<T>): Promise<T> {
    const unique = [...new Set(keys)];
    const before = unique.map((k) => this.locks.get(k));
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    for (const k of unique) this.locks.set(k, mine);
    try {
      await Promise.all(before);
      return await work();
    } finally {
      release();
      for (const k of unique) if (this.locks.get(k) === mine) this.locks.delete(k);
    }
  }

  /** Refuses a login attempt (even with the right password) while any login limit is exceeded. */
  async loginAllowed(clientIp: string, address: string): Promise<{ ok: true } | { ok: false; retryAfter: number; reason: string }> {
    const ip = clientKey(clientIp);
    const email = this.tag(address);
    const checks: [WindowName, string][] = [
      ['loginIp', ip],
      ['loginEmailIp', `${email}|${ip}`],
      ['loginEmail', email],
    ];
    for (const [name, key] of checks) {
      const { points, retry } = await this.used(name, key);
      if (points >= table[name].points) return { ok: false, retryAfter: Math.max(1, retry), reason: name };
    }
    return { ok: true };
  }

  /** Counts a failure; on the 5th for an (email, IP) pair blocks it for 10 min, doubling to 24 h. */
  async loginFailed(clientIp: string, address: string): Promise<{ locked: boolean }> {
    const ip = clientKey(clientIp);
    const email = this.tag(address);
    const pair = `${email}|${ip}`;
    await Promise.all([this.add('loginIp', ip), this.add('loginEmail', email)]);
    const after = await this.add('loginEmailIp', pair);
    const blocksSoFar = (await this.used('loginEmailIpBlocks', pair)).points;
    if (after < table.loginEmailIp.points && blocksSoFar === 0) return { locked: false };
    const seconds = Math.min(BLOCK_BASE_SECONDS * 2 ** blocksSoFar, BLOCK_MAX_SECONDS);
    await this.get('loginEmailIp').block(pair, seconds);
    // The block count is remembered until 24 h after this block ends, so the doubling reaches
    // its 24 h cap (a count kept 24 h from the first block reset to 10 min after ~21 h blocks).
    await this.get('loginEmailIpBlocks').set(pair, blocksSoFar + 1, seconds + BLOCK_MAX_SECONDS);
    return { locked: true };
  }

  async loginSucceeded(clientIp: string, address: string): Promise<void> {
    const ip = clientKey(clientIp);
    const email = this.tag(address);
    const pair = `${email}|${ip}`;
    await Promise.all([this.get('loginEmailIp').delete(pair), this.get('loginEmailIpBlocks').delete(pair)]);
  }

  /**
   * A per-address limit that can never lock the address's owner out (issue 24): one IP's
   * requests (or a dozen IPs') spend the address's window, and past it a request still goes
   * through from an (address, IP) pair that has not used its own small allowance
   * (`addressPair`), or from the address's signed-in owner. Never throws: `false` tells the
   * caller to answer its neutral text and send nothing, so nobody learns the address was limited.
   */
  async addressAllows(name: AddressLimit, tag: string, ip: string, owner = false): Promise<boolean> {
    if (this.mode === 'off' && !table[name].strict) return true;
    if (await this.tryConsume(name, tag)) return true;
    if (owner) return true;
    return this.tryConsume('addressPair', `${name}|${tag}|${clientKey(ip)}`);
  }

  private async tryConsume(name: WindowName, key: string): Promise<boolean> {
    try {
      await this.get(name).consume(key);
      return true;
    } catch (res) {
      if (res instanceof RateLimiterRes) return false;
      throw res;
    }
  }

  private async add(name: WindowName, key: string): Promise<number> {
    const res = await this.get(name).penalty(key, 1);
    return res.consumedPoints;
  }

}

/** The key an address's limits are counted under: an HMAC under the system key (subject 0), never the address. */
export const emailLimitTag = (keys: KeyStore, email: string) =>
  createHmac('sha256', keys.keyFor(0)).update('rate-limit-email\0').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
