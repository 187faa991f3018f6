import { DEFAULT_EMAIL_PREFERENCES, MAX_MUTED, type EmailPreferences, type NotificationEvent } from '../../schemas/notifications/events.js';
import { notificationMessages as m } from '../../schemas/notifications/messages.js';
import { badRequest } from '../shared/errors.js';

/** A member's notification choices (`notifications-<userId>`): their email preferences and whom they muted. Read marks change nothing here. */
export interface SettingsState {
  preferences: EmailPreferences;
  muted: number[];
}

export const settingsDecider = {
  initialState: { preferences: DEFAULT_EMAIL_PREFERENCES, muted: [] } as SettingsState,
  evolve(s: SettingsState, e: NotificationEvent): SettingsState {
    switch (e.type) {
      case 'NotificationPreferencesSet':
        return { ...s, preferences: e.data.preferences };
      case 'MemberMuted':
        return s.muted.includes(e.data.mutedUserId) ? s : { ...s, muted: [...s.muted, e.data.mutedUserId] };
      case 'MemberUnmuted':
        return { ...s, muted: s.muted.filter((id) => id !== e.data.mutedUserId) };
      default:
        return s;
    }
  },
  snapshotVersion: 1,
};

/** Muting someone already muted appends nothing; yourself is a 400; past the cap a 400. */
export function decideMute(s: SettingsState, c: { userId: number; mutedUserId: number; exists: boolean }): NotificationEvent[] {
  if (c.userId === c.mutedUserId) throw badRequest(m.muteSelf);
  if (s.muted.includes(c.mutedUserId)) return [];
  if (!c.exists) throw badRequest(m.memberNotFound);
  if (s.muted.length >= MAX_MUTED) throw badRequest(m.tooManyMuted);
  return [{ type: 'MemberMuted', data: { userId: c.userId, mutedUserId: c.mutedUserId } }];
}

export const decideUnmute = (s: SettingsState, c: { userId: number; mutedUserId: number }): NotificationEvent[] =>
  s.muted.includes(c.mutedUserId) ? [{ type: 'MemberUnmuted', data: { userId: c.userId, mutedUserId: c.mutedUserId } }] : [];

/** New preferences, or nothing when they are the ones in force. */
export function decidePreferences(s: SettingsState, c: { userId: number; preferences: EmailPreferences; via: 'settings' | 'unsubscribe' }): NotificationEvent[] {
  const same = (Object.keys(c.preferences) as (keyof EmailPreferences)[]).every((k) => s.preferences[k] === c.preferences[k]);
  return same ? [] : [{ type: 'NotificationPreferencesSet', data: { userId: c.userId, preferences: c.preferences, via: c.via } }];
}
