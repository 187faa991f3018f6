import * as RadixToast from '@radix-ui/react-toast';
import { useAtomValue, useSetAtom } from 'jotai';
import { dismissToastAtom, toastListAtom } from './toast.atoms';
import * as styles from './toast.css';

const DURATION_MS = 6000;

/** Renders the toast queue held in jotai with Radix Toast (announced, swipe and F8 to focus). */
export function Toaster() {
  const toasts = useAtomValue(toastListAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return (
    <RadixToast.Provider duration={DURATION_MS} swipeDirection="right" label="Notifications">
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          className={styles.toast({ tone: t.tone })}
          type={t.tone === 'error' ? 'foreground' : 'background'}
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
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
