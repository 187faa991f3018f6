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

export function SearchIcon() {
  return (
    <Icon>
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}

export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}

export function ChevronDownIcon() {
  return (
    <Icon>
      <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

export function LogoMark() {
  return (
    <Icon viewBox="0 0 32 32">
      <path d="M16 27s-10-5.9-10-13.2A5.8 5.8 0 0 1 16 10.8a5.8 5.8 0 0 1 10 3C26 21.1 16 27 16 27z" fill="currentColor" />
    </Icon>
  );
}
