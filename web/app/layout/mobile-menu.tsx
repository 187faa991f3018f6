import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/button';
import { MenuIcon } from '../../ui/icons';
import { mobileMenuOpenAtom } from './mobile-menu.atoms';

const loadPopover = () => import('./mobile-menu-popover');
const MobileMenuPopover = lazy(async () => ({ default: (await loadPopover()).MobileMenuPopover }));

/**
 * A light stand-in button until the menu is first used: the popover (Radix + positioning code) is
 * fetched on hover, focus or the first press, so the first page's JavaScript stays small.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [wanted, setWanted] = useState(false);
  const open = useAtomValue(mobileMenuOpenAtom);
  const setOpen = useSetAtom(mobileMenuOpenAtom);
  const standIn = (
    <Button
      tone="ghost"
      size="icon"
      className={className}
      aria-label="Menu"
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => { setOpen(true); setWanted(true); }}
    >
      <MenuIcon />
    </Button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MobileMenuPopover className={className} />
    </Suspense>
  );
}
