import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The picture's corners follow the card's. */
export const clip = style({ overflow: 'hidden' });

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, padding: vars.space.lg, flex: 1 });
export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });
export const brand = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const price = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});
export const priceLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, marginRight: vars.space.xxs });

export const imageSkeleton = style({ display: 'block', width: '100%', aspectRatio: '4 / 3', background: vars.color.skeleton });
