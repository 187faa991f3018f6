import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const nav = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xl,
});

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });
export const previous = style({ justifySelf: 'start' });
export const next = style({ justifySelf: 'end' });

export const past = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md });
