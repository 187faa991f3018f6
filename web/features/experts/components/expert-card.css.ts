import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const updating = style({ opacity: 0.6, transition: `opacity ${vars.duration.base}` });

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });
export const title = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
export const credentials = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.primary, letterSpacing: '0.02em' });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const bio = style({ color: vars.color.text, flex: 1, overflowWrap: 'anywhere' });
export const more = style({
  display: 'inline',
  marginLeft: vars.space.xxs,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.primaryHover } },
});

export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const experience = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const skeletonIdentity = style([identity, { flex: 1 }]);
