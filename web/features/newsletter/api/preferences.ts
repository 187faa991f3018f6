import { ApiError, getJson, postJson } from '../../../lib/http';
import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import type { NewsletterAnswer, PreferencesResponse, PreferencesSaved } from './types';

/** Who is asking: the address typed (allowed in full only for its signed-in owner) or an emailed link's token. */
export type Lookup = { email: string } | { token: string };

/**
 * The lookup's three outcomes: the subscription (the owner, or a valid link), `none` (the signed-in
 * owner's address has no subscription: the server's 404), or `neutral` (anyone else: the server tells
 * nothing and the page asks it to email a manage link instead).
 */
export type LookupResult =
  | { kind: 'found'; data: PreferencesResponse & { subscription: NonNullable<PreferencesResponse['subscription']> } }
  | { kind: 'none' }
  | { kind: 'neutral'; data: PreferencesResponse };

/**
 * GET /_api/newsletter/preferences?email|token. Never cached in React Query: the answer is personal and
 * is kept only by the screen that asked for it.
 */
export async function lookupPreferences(who: Lookup): Promise<LookupResult> {
  const params = new URLSearchParams('email' in who ? { email: who.email } : { token: who.token });
  try {
    const data = await getJson<PreferencesResponse>(`/_api/newsletter/preferences?${params}`, m.unknownError);
    return data.subscription ? { kind: 'found', data: { ...data, subscription: data.subscription } } : { kind: 'neutral', data };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { kind: 'none' };
    throw err;
  }
}

/** POST /_api/newsletter/preferences: an empty list unsubscribes from all. */
export const savePreferences = (body: { email?: string; token?: string; categoryIds: number[] }) =>
  postJson<PreferencesSaved>('/_api/newsletter/preferences', body, m.updateFailed);

/** POST /_api/newsletter/manage-link: always the same neutral answer. */
export const requestManageLink = (email: string) =>
  postJson<NewsletterAnswer>('/_api/newsletter/manage-link', { email }, m.unknownError);

/** POST /_api/newsletter/confirm: the confirmation page's button (a GET never confirms). */
export const confirmSubscription = (token: string) => postJson<NewsletterAnswer>('/_api/newsletter/confirm', { token }, m.unknownError);

/** POST /_api/newsletter/unsubscribe as JSON (email clients use the one-click form post instead). */
export const unsubscribeWithToken = (token: string) => postJson<NewsletterAnswer>('/_api/newsletter/unsubscribe', { token }, m.unknownError);
