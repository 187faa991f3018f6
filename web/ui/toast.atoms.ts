import { atom } from 'jotai';

export type ToastTone = 'success' | 'error' | 'info';
export type ToastItem = { id: number; title: string; description?: string | undefined; tone: ToastTone };

const toastsAtom = atom<ToastItem[]>([]);
let nextId = 1;

export const toastListAtom = atom((get) => get(toastsAtom));

export const showToastAtom = atom(null, (get, set, toast: Omit<ToastItem, 'id'>) => {
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: nextId++ }]);
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(toastsAtom, get(toastsAtom).filter((t) => t.id !== id));
});
