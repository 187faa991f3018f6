import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const alert = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    borderLeft: `${vars.border.focus} solid currentColor`,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      error: { background: vars.color.dangerSoft, color: vars.color.danger },
      success: { background: vars.color.successSoft, color: vars.color.success },
      info: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
      warning: { background: vars.color.warningSoft, color: vars.color.warningText },
    },
  },
  defaultVariants: { tone: 'info' },
});
