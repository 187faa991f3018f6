import { END, excludeSystemEvents, type AllStreamResolvedEvent, type AllStreamSubscription, type EventStoreDBClient } from '@eventstore/db-client';
import { isUserEvent } from './esdb-translate.js';

const RESUBSCRIBE_MS = 1000;

/**
 * One subscription to $all from its end, open only while someone listens. Listeners are wake-up
 * hints: a spurious call is harmless (the reader reads from its checkpoint), a missed one is not.
 */
export class AllEventsNotifier {
  private readonly listeners = new Set<() => void>();
  private sub: AllStreamSubscription | undefined;
  private retry: NodeJS.Timeout | undefined;
  private confirm: NodeJS.Timeout | undefined;

  /** `deadlineMs`: a subscription the server has not confirmed by then is dropped and retried. */
  constructor(
    private readonly client: EventStoreDBClient,
    private readonly deadlineMs: number,
  ) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.sub && !this.retry) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  close(): void {
    this.listeners.clear();
    this.stop();
  }

  private notify = () => [...this.listeners].forEach((l) => queueMicrotask(l));

  private start(): void {
    const s = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    s.on('data', (resolved: AllStreamResolvedEvent) => {
      if (resolved.event && isUserEvent(resolved.event)) this.notify();
    });
    // Events committed between subscribe() and the server starting the subscription would be missed.
    s.on('confirmation', () => {
      clearTimeout(this.confirm);
      this.notify();
    });
    s.on('error', () => this.dropped(s));
    s.on('close', () => this.dropped(s));
    this.sub = s;
    // The client opens subscriptions with an infinite gRPC deadline: an unconfirmed one is a hung server.
    clearTimeout(this.confirm);
    this.confirm = setTimeout(() => this.dropped(s), this.deadlineMs).unref();
  }

  private dropped(s: AllStreamSubscription): void {
    if (this.sub !== s) return;
    clearTimeout(this.confirm);
    this.sub = undefined;
    void s.unsubscribe().catch(() => undefined);
    if (this.listeners.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.listeners.size > 0 && !this.sub) this.start();
    }, RESUBSCRIBE_MS).unref();
  }

  private stop(): void {
    clearTimeout(this.confirm);
    clearTimeout(this.retry);
    this.retry = undefined;
    const s = this.sub;
    this.sub = undefined;
    void s?.unsubscribe().catch(() => undefined);
  }
}
