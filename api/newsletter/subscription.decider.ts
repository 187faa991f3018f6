import type { AddressStreamEvent, NewsletterEvent, SubscriptionStreamEvent } from '../../schemas/newsletter/events.js';
import { newsletterMessages as m, type NewsletterSource } from '../../schemas/newsletter/messages.js';
import { badRequest } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';

/**
 * One subscription per address. `requests` counts NewsletterSubscribed events: a confirm link
 * carries the number of the request it confirms, and only the newest request can be confirmed.
 * `requested` holds the categories of a request awaiting its link (null when none is waiting);
 * a confirmed subscription keeps `categoryIds` until then.
 */
export type SubscriptionState =
  | { status: 'none' }
  | { status: 'pending' | 'subscribed' | 'unsubscribed'; subscriptionId: number; categoryIds: number[]; requested: number[] | null; requests: number };

export const subscriptionDecider = {
  initialState: { status: 'none' } as SubscriptionState,
  evolve(s: SubscriptionState, e: SubscriptionStreamEvent): SubscriptionState {
    switch (e.type) {
      case 'NewsletterSubscribed':
        if (s.status === 'none') return { status: 'pending', subscriptionId: e.data.subscriptionId, categoryIds: [], requested: e.data.categoryIds, requests: 1 };
        return { ...s, status: s.status === 'subscribed' ? 'subscribed' : 'pending', requested: e.data.categoryIds, requests: s.requests + 1 };
      case 'NewsletterSubscriptionConfirmed':
        return s.status === 'none' ? s : { ...s, status: 'subscribed', categoryIds: s.requested ?? s.categoryIds, requested: null };
      case 'NewsletterPreferencesUpdated':
        return s.status === 'none' ? s : { ...s, status: 'subscribed', categoryIds: e.data.categoryIds, requested: null };
      case 'NewsletterUnsubscribed':
        return s.status === 'none' ? s : { ...s, status: 'unsubscribed', categoryIds: [], requested: null };
      default:
        return exhaustive(e);
    }
  },
};

/** The reservation stream: which subscription an address belongs to, for ever. */
export type ReservationState = { subscriptionId: number | null };
export const reservationDecider = {
  initialState: { subscriptionId: null } as ReservationState,
  evolve(_s: ReservationState, e: AddressStreamEvent): ReservationState {
    // The stream's one event: a second one would fail here until this says what it does.
    e.type satisfies 'NewsletterAddressReserved';
    return { subscriptionId: e.data.subscriptionId };
  },
};

const invalidToken = () => badRequest(m.token, 'newsletter_token');

/** Every request is recorded (and mailed a link); the email arrives sealed. */
export function subscribe(
  _s: SubscriptionState,
  data: { subscriptionId: number; email: string; categoryIds: number[]; source: NewsletterSource; memberId: number | null },
): NewsletterEvent[] {
  return [{ type: 'NewsletterSubscribed', data }];
}

/** Applies the newest request; a repeat of the same link changes nothing; an older link is refused. */
export function confirm(s: SubscriptionState, request: number): NewsletterEvent[] {
  if (s.status === 'none' || request !== s.requests) throw invalidToken();
  if (s.requested === null) return [];
  return [{ type: 'NewsletterSubscriptionConfirmed', data: { subscriptionId: s.subscriptionId } }];
}

export function unsubscribe(s: SubscriptionState, via: 'preferences' | 'one-click' | 'link'): NewsletterEvent[] {
  if (s.status === 'none') throw invalidToken();
  if (s.status === 'unsubscribed') return [];
  return [{ type: 'NewsletterUnsubscribed', data: { subscriptionId: s.subscriptionId, via } }];
}

/** An empty list unsubscribes; a list on an unsubscribed (or pending) subscription subscribes it again. */
export function updatePreferences(s: SubscriptionState, categoryIds: number[]): NewsletterEvent[] {
  if (s.status === 'none') throw invalidToken();
  if (categoryIds.length === 0) return unsubscribe(s, 'preferences');
  const same = s.status === 'subscribed' && s.requested === null && sameSet(s.categoryIds, categoryIds);
  return same ? [] : [{ type: 'NewsletterPreferencesUpdated', data: { subscriptionId: s.subscriptionId, categoryIds } }];
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));
