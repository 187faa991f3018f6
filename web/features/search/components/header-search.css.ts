import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { bareList, centred, hairline, flexRow } from '../../../ui/layout';

export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: vars.size.searchWidth,
  minWidth: '8rem',
  flexShrink: 1,
});

export const input = style({
  width: '100%',
  minHeight: vars.size.controlSm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.size.controlSm,
  borderRadius: vars.radius.pill,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.primary },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const submit = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 0,
  bottom: 0,
  ...centred,
  width: vars.size.controlSm,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.primary } },
});

/* The suggestions popup: right-aligned under the box, wider than it (titles are long), above the page. */
export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xxs})`,
  insetInlineEnd: 0,
  zIndex: vars.z.menu,
  width: `max(100%, ${vars.size.form})`,
  maxWidth: `calc(100vw - ${vars.space.xl})`,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: hairline,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const status = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const listbox = style(bareList);

export const option = style({
  ...flexRow(vars.space.sm, 'baseline'),
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  },
});

export const optionTitle = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const optionType = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: { [`${option}[aria-selected="true"] &`]: { color: 'inherit' } },
});
