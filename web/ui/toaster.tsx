import * as RadixToast from '@radix-ui/react-toast';
import { setElementVars } from '@vanilla-extract/dynamic';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { dismissToastAtom, toastListAtom, toastPlacementAtom, type ToastTone } from './toast.atoms';
import * as styles from './toast.css';

/** A confirmation needs a glance; a failure needs time to read (and stays while hovered or focused). */
const DURATION_MS: Record<ToastTone, number> = { success: 3000, info: 5000, error: 6000 };

/** Renders the toast queue held in jotai with Radix Toast (announced, swipe and F8 to focus). */
export function Toaster() {
  const toasts = useAtomValue(toastListAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const placement = useAtomValue(toastPlacementAtom);
  const viewport = useRef<HTMLOListElement>(null);
  // The header's height is measured, not known to CSS: set through the CSSOM (allowed by the CSP, unlike a style attribute).
  useEffect(() => {
    if (viewport.current) setElementVars(viewport.current, { [styles.topOffsetVar]: `${placement.offset}px` });
  }, [placement.offset]);
  return (
    <RadixToast.Provider duration={DURATION_MS.info} swipeDirection="right" label="Notifications">
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          className={styles.toast({ tone: t.tone })}
          type={t.tone === 'error' ? 'foreground' : 'background'}
          duration={DURATION_MS[t.tone]}
          data-tone={t.tone}
          onOpenChange={(open) => { if (!open) dismiss(t.id); }}
        >
          <div>
            <RadixToast.Title className={styles.title}>{t.title}</RadixToast.Title>
            {t.description ? (
              <RadixToast.Description className={styles.description}>{t.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close className={styles.close} aria-label="Dismiss notification">×</RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport ref={viewport} className={styles.viewport} data-side={placement.side} />
    </RadixToast.Provider>
  );
}
