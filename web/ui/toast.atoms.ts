import { atom } from 'jotai';
import type { ToastPlacement } from './toast-placement';

export type ToastTone = 'success' | 'error' | 'info';
export type ToastItem = { id: number; title: string; description?: string | undefined; tone: ToastTone };

const toastsAtom = atom<ToastItem[]>([]);
const placementAtom = atom<ToastPlacement>({ side: 'bottom', offset: 0 });
let nextId = 1;

export const toastListAtom = atom((get) => get(toastsAtom));
/** Where the stack sits: decided when the latest toast was raised (see toast-placement.ts). */
export const toastPlacementAtom = atom((get) => get(placementAtom));

export const showToastAtom = atom(null, (get, set, toast: Omit<ToastItem, 'id'>, placement?: ToastPlacement) => {
  if (placement) set(placementAtom, placement);
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: nextId++ }]);
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(toastsAtom, get(toastsAtom).filter((t) => t.id !== id));
});
