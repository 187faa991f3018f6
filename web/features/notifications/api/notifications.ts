import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/http';
import type { EmailPreferences } from '../../../../schemas/notifications/kinds';
import type { MutedMemberDto, NotificationSettingsDto, NotificationsResponse } from '../../../../schemas/notifications/queries';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/** The bell's list: fetched when the bell mounts, again on every live event of the member's topic. */
export const useNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => getJson<NotificationsResponse>('/_api/notifications', 'Could not load your notifications.'),
    enabled,
    staleTime: 30_000,
  });

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) => postJson<{ unread: number }>('/_api/notifications/read', body, 'Could not mark them as read.'),
    onMutate: (body) => {
      // Shown read at once; the answer's count replaces the guess.
      qc.setQueryData<NotificationsResponse>(notificationKeys.list(), (old) => {
        if (!old) return old;
        const ids = 'ids' in body ? new Set(body.ids) : null;
        const notifications = old.notifications.map((n) => (!ids || ids.has(n.id) ? { ...n, read: true } : n));
        const cleared = old.notifications.filter((n) => !n.read && (!ids || ids.has(n.id))).length;
        return { ...old, notifications, unread: Math.max(0, old.unread - cleared) };
      });
    },
    onSuccess: ({ unread }) => qc.setQueryData<NotificationsResponse>(notificationKeys.list(), (old) => (old ? { ...old, unread } : old)),
    onError: () => void qc.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: () => getJson<NotificationSettingsDto>('/_api/notifications/settings', 'Could not load your notification settings.'),
  });

export function useSavePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) => postJson<NotificationSettingsDto & { message: string }>('/_api/notifications/preferences', preferences, 'Could not save your preferences.'),
    onSuccess: (res) => qc.setQueryData<NotificationSettingsDto>(notificationKeys.settings(), { preferences: res.preferences, muted: res.muted }),
  });
}

export function useMute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, mute }: { userId: number; mute: boolean }) =>
      postJson<{ message: string; muted: MutedMemberDto[] }>(mute ? '/_api/members/mute' : '/_api/members/unmute', { userId }, 'Could not change who you muted.'),
    onSuccess: (res) => {
      qc.setQueryData<NotificationSettingsDto>(notificationKeys.settings(), (old) => (old ? { ...old, muted: res.muted } : old));
      void qc.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}

export const unsubscribeByToken = (token: string) =>
  postJson<{ message: string; category: string }>('/_api/notifications/unsubscribe', { token }, 'This unsubscribe link did not work.');
