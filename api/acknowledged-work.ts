import type { Logger } from 'pino';
import type { ReadModel } from '../projections/read-db.js';
import { pendingWorkSql, WORK_GRACE_MS } from '../projections/work/pending-work.projection.js';
import { deletionWork, finishDeletion } from './account/after-deletion.js';
import { resetWork, sendResetLink } from './auth/password-reset.command.js';
import { completeSignUp, signUpWork } from './auth/register-user.command.js';
import type { Config } from './config.js';
import { contactWork, deliverContactMessage } from './contact/commands.js';
import type { EventStore } from './event-store/port.js';
import { manageLinkWork, recordSubscription, sendManageLink, subscribeWork } from './newsletter/commands.js';
import type { Deps } from './shared/deps.js';
import { createDurableWork } from './shared/durable-work.js';
import type { KeyStore } from './shared/personal-data.js';

/**
 * Acknowledged work's composition (api/shared/durable-work.ts): the queue on the pending-work
 * read model, and every feature's kinds with their handlers. The API (api/app.ts) and the
 * workers (workers/main.ts) both run it, so either resumes what a crash left.
 */
export function acknowledgedWork(p: { config: Config; store: EventStore; keys: KeyStore; rm: ReadModel; log: Logger; now(): Date }) {
  return createDurableWork({
    store: p.store,
    keys: p.keys,
    log: p.log,
    now: p.now,
    listPending: (now, limit) => p.rm.stmt<[string, number], { work_id: string }>(pendingWorkSql).all(now.toISOString(), limit).map((r) => r.work_id),
    sweepMs: p.config.work.sweepMs,
    graceMs: WORK_GRACE_MS,
    leaseMs: p.config.work.leaseMs,
    maxBacklog: p.config.work.backlog,
  });
}

/** Every kind a request may acknowledge, with the handler that does it. */
export function registerWorkKinds(deps: Deps) {
  deps.work.register(signUpWork, (w, run) => completeSignUp(deps, w, run));
  deps.work.register(resetWork, (w, run) => sendResetLink(deps, w, run));
  deps.work.register(subscribeWork, (w, run) => recordSubscription(deps, w, run));
  deps.work.register(manageLinkWork, (w, run) => sendManageLink(deps, w, run));
  deps.work.register(contactWork, (w, run) => deliverContactMessage(deps, w, run));
  deps.work.register(deletionWork, (w) => finishDeletion(deps, w));
}
