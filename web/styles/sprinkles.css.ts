import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

/*
 * Small layout atoms shared by screens. (The @vanilla-extract/sprinkles package is not installed,
 * so these are plain styleVariants with the same role.)
 */
export const stack = styleVariants(vars.space, (gap) => ({ display: 'flex', flexDirection: 'column', gap }));
export const cluster = styleVariants(vars.space, (gap) => ({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap,
}));

export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.mobile]: { paddingInline: vars.space.md } },
});

export const prose = style({ maxWidth: vars.size.prose });

/** A short centred message page: Not Found, Access Denied, a missing article. */
export const centeredMessage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxxl,
  maxWidth: vars.size.prose,
  marginInline: 'auto',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: vars.border.thin,
  height: vars.border.thin,
  padding: 0,
  margin: `calc(${vars.border.thin} * -1)`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const hideOnMobile = style({ '@media': { [media.mobile]: { display: 'none !important' } } });
export const showOnMobile = style({ '@media': { [media.wide]: { display: 'none !important' } } });

export const text = styleVariants({
  muted: { color: vars.color.textMuted },
  small: { fontSize: vars.fontSize.sm },
  lead: { fontSize: vars.fontSize.lg, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug },
});
