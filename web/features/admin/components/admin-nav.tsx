import { createContext, useContext } from 'react';
import { NavList, type NavItem } from '../../../ui/nav-list';
import { useScrollCue } from '../../../ui/scroll-cue';
import { strip } from '../../../ui/scroll-cue.css';
import * as styles from './admin-nav.css';

export type AdminNavLink = NavItem;

/**
 * The items the signed-in staff member may use, in order. The admin area (web/app/routes/admin)
 * provides them from its page list; this feature only draws them.
 */
const AdminNavContext = createContext<readonly AdminNavLink[]>([]);
export const AdminNavProvider = AdminNavContext.Provider;
export const useAdminNav = () => useContext(AdminNavContext);

/**
 * The admin area's own tab bar; the section of the current page (and of its sub-pages) is marked
 * current. On a narrow screen it scrolls sideways, fading at the edge that has more.
 */
export function AdminNav() {
  const items = useAdminNav();
  const cue = useScrollCue<HTMLElement>();
  if (items.length === 0) return null;
  return (
    <nav aria-label="Admin sections" className={`${styles.nav} ${strip}`} ref={cue}>
      <NavList items={items} className={styles.list} linkClassName={styles.link} />
    </nav>
  );
}
