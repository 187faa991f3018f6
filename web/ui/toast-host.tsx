import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toastListAtom } from './toast.atoms';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** Loads the Radix toast machinery with the first toast, so pages without toasts do not pay for it. */
export function ToastHost() {
  const toasts = useAtomValue(toastListAtom);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
