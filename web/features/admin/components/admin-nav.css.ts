import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { wrappingRow } from '../../../ui/row.css';

export const nav = style({ borderBottom: `${vars.border.thin} solid ${vars.color.border}` });

/**
 * Wide screens wrap the items onto a second row when they do not fit (the studio has eleven), so
 * every item stays in sight; a phone keeps one row that scrolls sideways with a faded edge
 * (web/ui/scroll-cue.css.ts), as a row of eleven wrapped there would take a third of the screen.
 */
export const list = style({
  ...wrappingRow,
  '@media': { [media.mobile]: { flexWrap: 'nowrap', width: 'max-content' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  marginBottom: `calc(${vars.border.thin} * -1)`,
  borderBottom: `${vars.border.focus} solid transparent`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { paddingInline: vars.space.sm } },
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});
