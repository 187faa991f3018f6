import * as Popover from '@radix-ui/react-popover';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { accountLinks } from '../../features/auth/components/account-links';
import { Button, ButtonLink } from '../../ui/button';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { mobileMenuOpenAtom } from './mobile-menu.atoms';
import * as styles from './mobile-menu.css';
import { NAV_LINKS } from './nav-links';

function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className={styles.list}>
      {links.map((l) => (
        <li key={l.to}><NavLink to={l.to} end className={styles.link}>{l.label}</NavLink></li>
      ))}
    </ul>
  );
}

function AuthLinks({ onLogout }: { onLogout: () => void }) {
  const auth = useAuth();
  const logout = useLogout();
  // SPEC 2: nothing auth-related is shown in the mobile menu while the session loads.
  if (auth.status === 'loading') return null;
  if (auth.status === 'unauthenticated') {
    return (
      <div className={styles.authButtons}>
        <ButtonLink to="/login" tone="secondary">Log In</ButtonLink>
        <ButtonLink to="/register" tone="primary">Sign Up</ButtonLink>
      </div>
    );
  }
  const { account, admin } = accountLinks(auth.user.role);
  return (
    <>
      <section className={styles.section} aria-label="Your account">
        <h2 className={styles.sectionTitle}>Your account</h2>
        <LinkList links={account} />
      </section>
      {admin.length > 0 ? (
        <section className={styles.section} aria-label="Admin">
          <h2 className={styles.sectionTitle}>Admin</h2>
          <LinkList links={admin} />
        </section>
      ) : null}
      <hr className={styles.divider} />
      <Button tone="secondary" block onClick={() => { onLogout(); logout.mutate(); }}>
        Log Out
      </Button>
    </>
  );
}

/** The menu for widths <= 767 px: repeats the nav and auth links, and closes on every navigation. */
export function MobileMenuPopover({ className }: { className?: string | undefined }) {
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  const location = useLocation();
  // This module loads on the first click, already open: close only on later navigations.
  const seenKey = useRef(location.key);

  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    setOpen(false);
  }, [location.key, setOpen]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button tone="ghost" size="icon" className={className} aria-label="Menu">
          {open ? <CloseIcon /> : <MenuIcon />}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.content} align="end" sideOffset={8} collisionPadding={16} aria-label="Site menu">
          <nav aria-label="Mobile">
            <LinkList links={NAV_LINKS} />
          </nav>
          <hr className={styles.divider} />
          <AuthLinks onLogout={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
