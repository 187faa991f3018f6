import { Link } from 'react-router-dom';
import { AuthArea } from '../../features/auth/components/auth-area';
import { HeaderSearchForm, HeaderSearchLink } from '../../features/search/components/header-search';
import { container, hideOnMobile, showOnMobile } from '../../styles/sprinkles.css';
import { LogoMark } from '../../ui/icons';
import { NavList } from '../../ui/nav-list';
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
          <NavList items={NAV_LINKS} className={styles.navList} linkClassName={styles.navLink} />
        </div>
      </nav>
    </header>
  );
}
