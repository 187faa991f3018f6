import { NavLink } from 'react-router-dom';
import * as styles from './admin-nav.css';

export const ADMIN_SECTIONS = [
  { to: '/admin/articles', label: 'Articles' },
  { to: '/admin/comments', label: 'Comments' },
  { to: '/admin/audit', label: 'Audit Trail' },
  { to: '/admin/search', label: 'Searches Without Results' },
] as const;

/** The admin area's own tab bar; the section of the current page (and of its sub-pages) is marked current. */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className={styles.nav}>
      <ul className={styles.list}>
        {ADMIN_SECTIONS.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to} className={styles.link}>{s.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
