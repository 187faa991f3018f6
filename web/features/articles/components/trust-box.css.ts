import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const box = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const heading = style({ fontSize: vars.fontSize.xl });
export const subheading = style({ fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: vars.fontWeight.bold });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const value = style({ margin: 0, display: 'flex', flexDirection: 'column' });
export const date = style({ margin: 0 });
export const name = style({ fontWeight: vars.fontWeight.semibold });
export const credentials = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const sources = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const sourceList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const publisher = style({ color: vars.color.textMuted });

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingTop: vars.space.md,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});
