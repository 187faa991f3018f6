import { globalStyle } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { colorScheme: 'light dark', WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
  overflowWrap: 'break-word',
});
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  letterSpacing: '-0.01em',
});
globalStyle('p, ul, ol, dl, figure', { margin: 0 });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.18em' });
globalStyle('a:hover', { color: vars.color.primaryHover });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.thick,
});
globalStyle('::selection', { background: vars.color.accentSoft, color: vars.color.text });
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
