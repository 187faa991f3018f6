import { Link } from 'react-router-dom';
import { DiscreetToggle } from '../../features/safety/discreet-toggle';
import { container } from '../../styles/sprinkles.css';
import * as styles from './footer.css';

const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/contact', label: 'Contact' },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.inner}>
          <div className={styles.brand}>
            <span className={styles.brandName}>Open Sex Guide</span>
            <p className={styles.muted}>
              Educational information for adults. It is not medical advice: for a diagnosis or treatment, please
              talk to a clinician or a sexual-health service.
            </p>
          </div>
          <nav aria-label="Footer">
            <ul className={styles.links}>
              {FOOTER_LINKS.map((l) => (
                <li key={l.to}><Link className={styles.link} to={l.to}>{l.label}</Link></li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.copyright}>
          <p>© 2025 Open Sex Guide. All rights reserved.</p>
          <DiscreetToggle className={styles.toggle} />
        </div>
      </div>
    </footer>
  );
}
