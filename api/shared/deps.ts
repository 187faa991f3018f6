import type { Logger } from 'pino';
import type { AnswerCache } from './answer-cache.js';
import type { Background } from './background.js';
import type { DurableWork } from './durable-work.js';
import type { Services } from './services.js';
import type { Config } from '../config.js';
import type { EventStore } from '../event-store/port.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { KeyStore } from './personal-data.js';
import type { Mailer } from './mailer.js';
import type { RateLimits } from './rate-limits.js';
import type { SessionStore } from './sessions.js';

/** What command and query handlers are given by the composition root (api/app.ts). */
export interface Deps {
  config: Config;
  store: EventStore;
  keys: KeyStore;
  rm: ReadModel;
  log: Logger;
  mailer: Mailer;
  limits: RateLimits;
  sessions: SessionStore;
  /** Public GET answers to readers not signed in, kept while the read model stays put (answer-cache.ts). */
  answers: AnswerCache;
  /** Work after the answer that nobody was promised (warming Open Graph images): in memory. */
  background: Background;
  /** Long-lived services (view counters, exports), built on first use and stopped together (api/services.ts). */
  services: Services;
  /** Acknowledged work (sign-up, reset and newsletter mails, contact, a deletion's follow-up): durable, in the log. */
  work: DurableWork;
  /** Read-your-writes: resolves once the local read model has projected `position`, else 503. */
  awaitProjection(position: string): Promise<void>;
  now(): Date;
}
