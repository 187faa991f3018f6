import { setElementVars } from '@vanilla-extract/dynamic';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { hasSessionHint, useAuth } from '../../features/auth/api/get-session';
import { LIFT_ATTRIBUTE, liftVar } from '../../features/safety/quick-exit-button.css';
import { container } from '../../styles/sprinkles.css';
import { Button } from '../../ui/button';
import { acceptAdultNoticeAtom, adultNoticeVisibleAtom } from './adult-notice.atoms';
import * as styles from './adult-notice.css';

/**
 * First-visit notice. It never blocks the page (no backdrop, no focus trap), so search engines and
 * readers always get the public content; it sits at the bottom edge, so showing or removing it never
 * shifts what is being read. Members and staff affirmed they are 18 or older when their account was
 * made: a signed-in browser does not show it, and remembers the affirmation like a reader's click (until
 * signing out, which clears the site's storage in this browser).
 */
export function AdultNotice() {
  const visible = useAtomValue(adultNoticeVisibleAtom);
  const accept = useSetAtom(acceptAdultNoticeAtom);
  const band = useRef<HTMLElement>(null);
  const signedIn = useAuth().status === 'authenticated';
  useEffect(() => {
    if (visible && (signedIn || hasSessionHint())) accept();
  }, [visible, signedIn, accept]);
  // The Quick exit button stands on the band (its height changes with the width and the text size).
  useEffect(() => {
    const el = band.current;
    if (!visible || !el) return;
    // Through the CSSOM, which the CSP allows (unlike a style attribute); an empty value removes it.
    const lift = (value: string) => setElementVars(document.documentElement, { [liftVar]: value });
    const measure = () => lift(`${el.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      lift('');
    };
  }, [visible]);
  if (!visible) return null;
  return (
    <section ref={band} className={styles.band} aria-labelledby="adult-notice-title" {...{ [LIFT_ATTRIBUTE]: '' }}>
      <div className={`${container} ${styles.inner}`}>
        <div className={styles.textBlock}>
          <h2 id="adult-notice-title" className={styles.heading}>This site is for adults (18+)</h2>
          <p className={styles.text}>
            Open Sex Guide offers frank, educational information about sex and sexual health. It has no explicit
            images, and it is not a substitute for advice from a clinician.
          </p>
        </div>
        <Button size="sm" tone="primary" className={styles.accept} onClick={accept}>I&apos;m 18 or older</Button>
      </div>
    </section>
  );
}
