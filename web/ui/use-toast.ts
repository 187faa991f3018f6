import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { showToastAtom, type ToastItem } from './toast.atoms';
import { currentPlacement } from './toast-placement';

export function useToast() {
  const show = useSetAtom(showToastAtom);
  return useCallback((toast: Omit<ToastItem, 'id'>) => show(toast, currentPlacement()), [show]);
}
