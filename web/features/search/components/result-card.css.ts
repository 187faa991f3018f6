import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.02em' });

export const excerpt = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const mark = style({
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  borderRadius: vars.radius.sm,
  paddingInline: '0.1em',
  fontWeight: vars.fontWeight.semibold,
});
