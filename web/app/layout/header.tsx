import { Link, NavLink } from 'react-router-dom';
import { AuthArea } from '../../features/auth/components/auth-area';
import { HeaderSearchForm, HeaderSearchLink } from '../../features/search/components/header-search';
import { container, hideOnMobile, showOnMobile } from '../../styles/sprinkles.css';
import { LogoMark } from '../../ui/icons';
import * as styles from './header.css';
import { HeaderBell } from './header-bell';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';

export function Header() {
  return (
    <header className={styles.header} data-sticky-header="">
      <div className={`${container} ${styles.topRow}`}>
        <Link to="/" className={styles.logo}>
          <span className={styles.logoMark}><LogoMark /></span>
          Open Sex Guide
        </Link>
        <div className={styles.actions}>
          <HeaderSearchForm className={hideOnMobile} />
          <HeaderSearchLink className={showOnMobile} />
          <HeaderBell />
          <AuthArea className={hideOnMobile} />
          <MobileMenu className={showOnMobile} />
        </div>
      </div>
      <nav aria-label="Main" className={`${styles.navRow} ${hideOnMobile}`}>
        <div className={container}>
          <ul className={styles.navList}>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={styles.navLink}>{l.label}</NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
