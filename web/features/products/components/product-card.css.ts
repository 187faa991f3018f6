import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  transition: `box-shadow ${vars.duration.base}, border-color ${vars.duration.base}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:focus-within': { boxShadow: vars.shadow.md, borderColor: vars.color.primary },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, padding: vars.space.lg, flex: 1 });
export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });
export const brand = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    // Stretches the link over the card; the focus ring is drawn by the card (:focus-within).
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: vars.border.thick },
  },
});

export const price = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});
export const priceLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, marginRight: vars.space.xxs });

export const imageSkeleton = style({ display: 'block', width: '100%', aspectRatio: '4 / 3', background: vars.color.skeleton });
