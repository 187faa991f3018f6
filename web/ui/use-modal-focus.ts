import { useEffect, useRef, type RefObject } from 'react';
import { scrollLock } from './modal.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => e.getClientRects().length > 0);

/**
 * Makes the element a modal while mounted: the app behind it (#root; the element must be portaled
 * outside it) is inert and stops scrolling, focus moves inside and Tab / Shift+Tab wrap around, and
 * Escape calls `onEscape`. Only attributes and a class are set: Radix's modal mode injects a <style>
 * element for the scroll lock, which the CSP (style-src 'self') refuses.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const el = ref.current;
    const app = document.getElementById('root');
    if (!el) return undefined;
    app?.setAttribute('inert', '');
    document.documentElement.classList.add(scrollLock);
    focusables(el)[0]?.focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        escape.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(el);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = el.contains(document.activeElement);
      if (e.shiftKey && (!inside || document.activeElement === first)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || document.activeElement === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      app?.removeAttribute('inert');
      document.documentElement.classList.remove(scrollLock);
    };
  }, [ref]);
}
