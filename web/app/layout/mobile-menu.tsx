import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import { MenuIcon } from '../../ui/icons';
import { mobileMenuOpenAtom } from './mobile-menu.atoms';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));
const PANEL_ID = 'mobile-menu-panel';

/**
 * The header's menu toggle. The panel's code is fetched on hover, focus or the first press, so the
 * first page's JavaScript stays small; dismissing the panel gives focus back to this toggle.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  const toggle = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const dismiss = useCallback(() => {
    refocus.current = true;
    setOpen(false);
  }, [setOpen]);
  // After the panel's own cleanup has made the page interactive again (the app is inert while it is open).
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    toggle.current?.focus();
  }, [open]);
  return (
    <>
      <Button
        ref={toggle}
        tone="ghost"
        size="icon"
        className={className}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={PANEL_ID} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}
