import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css';
import { iconBox } from '../../../ui/layout';

export const votes = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});

export const voteButton = recipe({
  base: {
    ...iconBox(vars.size.controlSm),
    border: `${vars.border.thin} solid transparent`,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surface, color: vars.color.text },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    kind: {
      up: { selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText } } },
      down: { selectors: { '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.textInverse } } },
    },
  },
});

export const score = style({
  minWidth: vars.space.lg,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
