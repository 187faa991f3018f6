import { icon } from './icons.css';

/* Inline SVG icons: decorative, sized by the theme, coloured by currentColor. */

export function SearchIcon() {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function LogoMark() {
  return (
    <svg className={icon} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 27s-10-5.9-10-13.2A5.8 5.8 0 0 1 16 10.8a5.8 5.8 0 0 1 10 3C26 21.1 16 27 16 27z" fill="currentColor" />
    </svg>
  );
}
