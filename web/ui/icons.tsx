import type { ReactNode } from 'react';
import { icon } from './icons.css';

/* Inline SVG icons: decorative, sized by the theme, coloured by currentColor. */

/** The frame of every inline icon: hidden from assistive technology and from the tab order. */
export function Icon({ className = icon, viewBox = '0 0 24 24', children }: { className?: string; viewBox?: string; children: ReactNode }) {
  return (
    <svg className={className} viewBox={viewBox} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** One stroked line drawing in currentColor, round at its ends and corners: most of the site's glyphs. */
export function Stroke({ d, width = '2' }: { d: string; width?: string }) {
  return <path d={d} fill="none" stroke="currentColor" strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />;
}

/** An icon drawn as one stroked line (`Stroke`). */
export function LineIcon({ d, width, className }: { d: string; width?: string; className?: string }) {
  return (
    <Icon className={className}>
      <Stroke d={d} width={width} />
    </Icon>
  );
}

export function SearchIcon() {
  return (
    <Icon>
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <Stroke d="M16 16l4.5 4.5" />
    </Icon>
  );
}

export const MenuIcon = () => <LineIcon d="M4 7h16M4 12h16M4 17h16" />;

export const CloseIcon = () => <LineIcon d="M6 6l12 12M18 6L6 18" />;

export const ChevronDownIcon = () => <LineIcon d="M7 10l5 5 5-5" />;

export function LogoMark() {
  return (
    <Icon viewBox="0 0 32 32">
      <path d="M16 27s-10-5.9-10-13.2A5.8 5.8 0 0 1 16 10.8a5.8 5.8 0 0 1 10 3C26 21.1 16 27 16 27z" fill="currentColor" />
    </Icon>
  );
}
