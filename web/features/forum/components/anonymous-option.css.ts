import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const option = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.xs, rowGap: vars.space.xxs, alignItems: 'start' });
export const box = style({ marginTop: vars.space.xxs, accentColor: vars.color.primary, cursor: 'pointer' });
export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, cursor: 'pointer' });
export const hint = style({ gridColumn: 2, fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });

/** 'Posted anonymously (only you can see this is yours)' and the admins' reveal, under a post's head. */
export const note = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const mine = style({ padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.pill, background: vars.color.accentSoft, color: vars.color.accentSoftText });
export const reveal = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  fontSize: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  ':disabled': { cursor: 'progress', opacity: 0.7 },
});
