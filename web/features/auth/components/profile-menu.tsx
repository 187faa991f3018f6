import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../ui/avatar';
import { ChevronDownIcon } from '../../../ui/icons';
import { menuItem, popover } from '../../../ui/popover.css';
import { hideOnMobile, visuallyHidden } from '../../../styles/sprinkles.css';
import { useLogout } from '../api/logout';
import type { SessionUser } from '../api/types';
import { accountLinks } from './account-links';
import * as styles from './auth-area.css';

/**
 * Non-modal on purpose: Radix's modal mode locks scrolling by injecting a <style> element,
 * which the site's CSP (style-src 'self') refuses.
 */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const { account, admin } = accountLinks(user.role);
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      {/* Named by its content ('Quiet Heron account menu'), so the name starts with the visible text (WCAG 2.5.3,
          axe label-content-name-mismatch): an aria-label would also have to hold the initials, which axe counts as visible. */}
      <DropdownMenu.Trigger className={styles.trigger}>
        <Avatar name={user.displayName} src={user.avatarUrl} decorative />
        <span className={`${styles.triggerName} ${hideOnMobile}`}>{user.displayName}</span>
        <span className={visuallyHidden}>account menu</span>
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={popover()} align="end" sideOffset={8}>
          <div className={styles.menuHeader}>
            <span className={styles.menuName}>{user.displayName}</span>
            {user.email}
          </div>
          <DropdownMenu.Separator className={styles.separator} />
          {account.map((l) => (
            <DropdownMenu.Item key={l.to} asChild className={menuItem()}>
              <Link to={l.to}>{l.label}</Link>
            </DropdownMenu.Item>
          ))}
          {admin.length > 0 ? (
            <DropdownMenu.Group>
              <DropdownMenu.Separator className={styles.separator} />
              <DropdownMenu.Label className={styles.label}>Admin</DropdownMenu.Label>
              {admin.map((l) => (
                <DropdownMenu.Item key={l.to} asChild className={menuItem()}>
                  <Link to={l.to}>{l.label}</Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ) : null}
          <DropdownMenu.Separator className={styles.separator} />
          {/* Public pages stay put after logout; protected ones send the visitor to /login by themselves. */}
          <DropdownMenu.Item className={menuItem()} onSelect={() => logout.mutate()}>
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
