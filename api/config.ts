import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';

/** 32 bytes as 64 hex digits or base64 (standard or url-safe). */
export function decodeMasterKey(s: string): Buffer | null {
  const v = s.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) return null;
  const key = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

const masterKey = z
  .string()
  .transform((s, ctx) => decodeMasterKey(s) ?? (ctx.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or base64' }), z.NEVER));

/** Every setting the processes read, validated in one place. */
const flushMs = (name: string, fallback: number) => {
  const message = `${name} must be a whole number of milliseconds from 10 to 3600000`;
  return z.coerce.number({ error: message }).int(message).min(10, message).max(3_600_000, message).default(fallback);
};

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Several API nodes share one event log and key store, each with its own read model. */
    EVENTS_FILE: z.string().min(1).optional(),
    KEYS_FILE: z.string().min(1).optional(),
    /** The site's public origin: links, canonical URLs and the CSRF check use it, never the request's Host. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Wraps the per-member keys in keys.db (32 bytes, base64 or hex); the previous ones only unwrap, for rotation. */
    KEYS_MASTER_KEY: masterKey.optional(),
    KEYS_MASTER_KEY_PREVIOUS: z
      .string()
      .transform((s) => s.split(',').map((k) => k.trim()).filter(Boolean))
      .pipe(z.array(masterKey))
      .optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    REDIS_URL: z.url().optional(),
    EVENTSTORE_URL: z.string().min(1).optional(),
    SESSION_STORE: z.enum(['sqlite', 'redis']).default('sqlite'),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Open Sex Guide <no-reply@example.com>'),
    /** Where the contact form's messages go; outside production it defaults to team@localhost. */
    CONTACT_TO: z.email().optional(),
    TRUST_PROXY: z.enum(['0', '1']).default('0'),
    COOKIE_SECURE: z.enum(['0', '1']).optional(),
    RATE_LIMITS: z.enum(['production', 'development', 'off']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['0', '1']).optional(),
    SEED_CONTENT: z.enum(['0', '1']).default('1'),
    HIBP_CHECK: z.enum(['0', '1']).optional(),
    READ_WAIT_MS: z.coerce.number().int().positive().default(5000),
    // Acknowledged work (api/shared/durable-work.ts): items not yet done per process past which a
    // request is refused (503), a claim's first lease, and how often a sweep resumes items.
    WORK_BACKLOG: z.coerce.number().int().positive().default(1000),
    WORK_LEASE_MS: z.coerce.number().int().positive().default(15_000),
    WORK_SWEEP_MS: z.coerce.number().int().positive().default(5000),
    /** How often each process looks for article schedules it has not armed (another process's, or past a timer's reach). */
    ARTICLE_SCHEDULE_SWEEP_MS: z.coerce.number().int().positive().default(30_000),
    /** How often each process looks for notification emails that are due (issue 29; also after each projected batch). */
    NOTIFICATION_SWEEP_MS: z.coerce.number().int().positive().default(15_000),
    // How often each node appends the page views it counted (api/shared/view-counter.ts).
    FORUM_VIEW_FLUSH_MS: flushMs('FORUM_VIEW_FLUSH_MS', 5000),
    INTERVIEW_VIEW_FLUSH_MS: flushMs('INTERVIEW_VIEW_FLUSH_MS', 5000),
    // How often each node writes the zero-result searches it counted (api/search/misses.ts).
    SEARCH_MISS_FLUSH_MS: flushMs('SEARCH_MISS_FLUSH_MS', 60_000),
    // Newsletter issues (issue 28): mails per second each sending process sends at most, how often
    // each process resumes sends and starts scheduled issues, a BullMQ send job's lock (a killed
    // worker's job is taken over after about that long), and the bounce webhook's shared secret.
    NEWSLETTER_RATE: z.coerce.number().positive().max(10_000).default(10),
    NEWSLETTER_SWEEP_MS: z.coerce.number().int().positive().default(30_000),
    NEWSLETTER_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
    NEWSLETTER_WEBHOOK_SECRET: z.string().min(16, 'NEWSLETTER_WEBHOOK_SECRET must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET)
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required when NODE_ENV=production' });
    if (env.NODE_ENV === 'production' && !env.KEYS_MASTER_KEY)
      ctx.addIssue({ code: 'custom', path: ['KEYS_MASTER_KEY'], message: 'KEYS_MASTER_KEY is required when NODE_ENV=production (32 random bytes, base64 or hex: `openssl rand -base64 32`)' });
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'PUBLIC_URL is required when NODE_ENV=production (the site\'s public origin, e.g. https://osg.example)' });
    if (env.SESSION_STORE === 'redis' && !env.REDIS_URL)
      ctx.addIssue({ code: 'custom', path: ['SESSION_STORE'], message: 'SESSION_STORE=redis needs REDIS_URL' });
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    files: {
      events: resolve(e.EVENTS_FILE ?? resolve(dataDir, 'events.db')),
      keys: resolve(e.KEYS_FILE ?? resolve(dataDir, 'keys.db')),
      sessions: resolve(dataDir, 'sessions.db'),
      readModelDir: resolve(dataDir, 'read-model'),
      outbox: resolve(dataDir, 'outbox'),
      outboxDb: resolve(dataDir, 'outbox.db'),
      /** The search index's snapshot (api/search/index.ts), written atomically, 0600. */
      searchSnapshot: resolve(dataDir, 'search-index.bin'),
    },
    /** Production requires PUBLIC_URL; development uses http://localhost:PORT. Never derived from a request. */
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    /** Unset in development: a generated key is kept next to keys.db (see api/shared/master-key.ts). */
    masterKeys: e.KEYS_MASTER_KEY ? { current: e.KEYS_MASTER_KEY, previous: e.KEYS_MASTER_KEY_PREVIOUS ?? [] } : undefined,
    /** Development gets a random secret per data dir start; sessions then last one run. */
    sessionKeys: (e.SESSION_SECRET ?? randomBytes(32).toString('hex')).split(','),
    redisUrl: e.REDIS_URL,
    eventStoreUrl: e.EVENTSTORE_URL,
    sessionStore: e.SESSION_STORE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** Null in production without CONTACT_TO: the contact form then answers 503 and logs why. */
    contactTo: e.CONTACT_TO ?? (production ? null : 'team@localhost'),
    trustProxy: e.TRUST_PROXY === '1',
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === '1' : production,
    rateLimits: e.RATE_LIMITS ?? (production ? 'production' : 'development'),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !production,
    seedContent: e.SEED_CONTENT === '1',
    hibpCheck: e.HIBP_CHECK ? e.HIBP_CHECK === '1' : production,
    readWaitMs: e.READ_WAIT_MS,
    work: { backlog: e.WORK_BACKLOG, leaseMs: e.WORK_LEASE_MS, sweepMs: e.WORK_SWEEP_MS },
    articleScheduleSweepMs: e.ARTICLE_SCHEDULE_SWEEP_MS,
    notificationSweepMs: e.NOTIFICATION_SWEEP_MS,
    viewFlushMs: { forum: e.FORUM_VIEW_FLUSH_MS, interview: e.INTERVIEW_VIEW_FLUSH_MS },
    searchMissFlushMs: e.SEARCH_MISS_FLUSH_MS,
    newsletter: { rate: e.NEWSLETTER_RATE, sweepMs: e.NEWSLETTER_SWEEP_MS, lockMs: e.NEWSLETTER_LOCK_MS, webhookSecret: e.NEWSLETTER_WEBHOOK_SECRET ?? null },
  } as const;
}
