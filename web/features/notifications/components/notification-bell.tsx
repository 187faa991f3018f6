import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { describeNotification } from '../../../../schemas/notifications/describe';
import type { NotificationDto } from '../../../../schemas/notifications/queries';
import { useLive } from '../../../lib/live';
import { fullDateTime, relativeTime } from '../../../lib/relative-time';
import { Icon, Stroke } from '../../../ui/icons';
import { popover } from '../../../ui/popover.css';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { notificationKeys, useMarkRead, useNotifications } from '../api/notifications';
import * as styles from './bell.css';

function BellIcon() {
  return (
    <Icon>
      <Stroke d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
      <Stroke d="M10 20a2 2 0 0 0 4 0" />
    </Icon>
  );
}

const countLabel = (n: number) => (n >= 100 ? '99+' : String(n));

/**
 * The header's bell (issue 29): the unread count and, opened, the newest notifications, each a
 * link to its item (following one marks it read). The member's own live topic refetches the list
 * whenever their bell changes (a new notification, a read mark in another tab), without a reload.
 * Loaded on demand, for signed-in members only (api: GET /_api/notifications).
 */
export default function NotificationBell({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const list = useNotifications(true);
  const markRead = useMarkRead();
  useLive(`notifications:${userId}`, () => void qc.invalidateQueries({ queryKey: notificationKeys.list() }));
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];
  const label = unread > 0 ? `Notifications, ${countLabel(unread)} unread` : 'Notifications';

  const follow = (n: NotificationDto) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.trigger} aria-label={label} data-testid="notification-bell">
        <BellIcon />
        {unread > 0 ? <span className={styles.badge} aria-hidden="true" data-testid="notification-count">{countLabel(unread)}</span> : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={`${popover()} ${styles.panel}`} align="end" sideOffset={8} collisionPadding={8} aria-label="Notifications">
          <div className={styles.head}>
            <h2 className={styles.title}>Notifications</h2>
            <button type="button" className={styles.linkButton} disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
              Mark all read
            </button>
          </div>
          {list.isError ? <p className={styles.empty} role="alert">{list.error.message}</p> : null}
          {list.isPending ? <p className={styles.empty}>Loading…</p> : null}
          {list.data && items.length === 0 ? <p className={styles.empty}>No notifications yet. Replies to your posts and mentions of your name show up here.</p> : null}
          {items.length > 0 ? (
            <ul className={styles.list}>
              {items.map((n) => (
                <li key={n.id}>
                  <Link to={n.link} className={styles.item} onClick={() => follow(n)} data-unread={n.read ? undefined : ''}>
                    <span className={`${styles.dot} ${n.read ? '' : styles.dotUnread}`} aria-hidden="true" />
                    <span className={styles.body}>
                      <span className={`${styles.line} ${n.read ? '' : styles.lineUnread}`}>
                        {describeNotification(n)}
                        {n.read ? null : <span className={visuallyHidden}> (unread)</span>}
                      </span>
                      {n.reason ? <span className={styles.reason}>{n.type === 'report' ? `Reason: ${n.reason.replace(/_/g, ' ')}` : `Reason: ${n.reason}`}</span> : null}
                      <time className={styles.time} dateTime={n.createdAt} title={fullDateTime(n.createdAt)}>{relativeTime(n.createdAt)}</time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.foot}>
            <Link to="/profile/settings?tab=notifications" onClick={() => setOpen(false)}>Notification settings</Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
