import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css';
import { bareList, flexColumn, overline } from '../../../ui/layout';

export const expanded = style(flexColumn(vars.space.xs));

export const label = style({ ...overline(vars.fontSize.xs), color: vars.color.textMuted });

export const options = recipe({
  base: { ...bareList, display: 'flex' },
  variants: {
    layout: {
      row: { flexWrap: 'wrap', gap: vars.space.xs },
      column: { flexDirection: 'column', gap: vars.space.xxs },
    },
  },
});

export const option = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlSm,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
      '&[data-copied="true"]': { color: vars.color.success, borderColor: vars.color.success },
    },
  },
  variants: {
    layout: {
      row: {
        paddingInline: vars.space.sm,
        borderRadius: vars.radius.pill,
        border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
        background: vars.color.surface,
        selectors: { '&:hover': { borderColor: vars.color.primary } },
      },
      column: {
        width: '100%',
        paddingInline: vars.space.sm,
        borderRadius: vars.radius.sm,
        border: 'none',
        background: 'transparent',
      },
    },
  },
});

