import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { accountLinks } from '../../features/auth/components/account-links';
import { Button, ButtonLink } from '../../ui/button';
import * as dialogStyles from '../../ui/dialog.css';
import { CloseIcon } from '../../ui/icons';
import { useModalFocus } from '../../ui/use-modal-focus';
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

type PanelProps = { id: string; onDismiss: () => void };

/**
 * The menu for widths <= 767 px: a full-height panel over a backdrop that repeats the nav and auth
 * links. Modal while open (focus stays inside, the page behind is inert and does not scroll); Escape,
 * the close button and the backdrop dismiss it and give focus back to the toggle; every navigation
 * closes it (SPEC 2).
 */
export function MobileMenuPanel({ id, onDismiss }: PanelProps) {
  const setOpen = useSetAtom(mobileMenuOpenAtom);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const openedAt = useRef(location.key);
  useModalFocus(panelRef, onDismiss);

  useEffect(() => {
    if (openedAt.current !== location.key) setOpen(false);
  }, [location.key, setOpen]);

  return createPortal(
    <>
      <div className={dialogStyles.backdrop} data-testid="mobile-menu-backdrop" aria-hidden="true" onClick={onDismiss} />
      <div ref={panelRef} id={id} className={dialogStyles.dialog({ placement: 'drawer', size: 'drawer' })} role="dialog" aria-modal="true" aria-label="Site menu">
        <div className={styles.panelHeader}>
          <Button tone="ghost" size="icon" aria-label="Close" onClick={onDismiss}><CloseIcon /></Button>
        </div>
        <nav aria-label="Mobile">
          <LinkList links={NAV_LINKS} />
        </nav>
        <hr className={styles.divider} />
        <AuthLinks onLogout={() => setOpen(false)} />
      </div>
    </>,
    document.body,
  );
}
