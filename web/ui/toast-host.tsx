import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { toastListAtom } from './toast.atoms';
import { trackToastAnchor } from './toast-placement';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** Loads the Radix toast machinery with the first toast, so pages without toasts do not pay for it. */
export function ToastHost() {
  const toasts = useAtomValue(toastListAtom);
  // Always on, so a toast raised after a form closes still knows which block the reader was in.
  useEffect(trackToastAnchor, []);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
