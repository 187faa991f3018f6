import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { container } from '../../styles/sprinkles.css';
import { startDiscreetMode } from '../../features/safety/discreet-mode';
import { QuickExitButton } from '../../features/safety/quick-exit-button';
import { recordTabEntry } from '../../features/safety/tab-history';
import { SendHeldSubmit } from '../../lib/early-submit';
import { SkeletonLines } from '../../ui/skeleton';
import { AdultNotice } from './adult-notice';
import { usePageScroll } from './use-page-scroll';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './root-layout.css';

function PageFallback() {
  return (
    <div className={styles.fallback} role="status" aria-label="Loading page">
      <SkeletonLines lines={['title', 'text', 'half']} />
    </div>
  );
}

export function RootLayout() {
  const { pathname, hash, key } = useLocation();
  usePageScroll(pathname, hash, key);
  // Every entry of ours in the tab's history, for quick exit's walk back (stamping twice is a no-op).
  useEffect(() => recordTabEntry(), [key]);
  // Discreet mode once hydrated (the server's HTML is the same for everyone, so it cannot know the choice).
  useEffect(() => startDiscreetMode(), []);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">Skip to main content</a>
      <AdultNotice />
      <Header />
      <main id="main-content" className={`${styles.main} ${container}`} tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          {/* In the page's boundary: it hydrates after the shell, and a form sent early is sent again only once its own handler is attached. */}
          <SendHeldSubmit />
        </Suspense>
      </main>
      <Footer />
      <QuickExitButton />
    </div>
  );
}
