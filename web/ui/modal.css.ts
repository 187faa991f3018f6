import { style } from '@vanilla-extract/css';

/** Set on <html> while a modal panel is open: the page behind stops scrolling (a class, not injected CSS). */
export const scrollLock = style({ overflow: 'hidden' });
