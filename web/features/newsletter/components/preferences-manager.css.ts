import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { flexColumn, hairline, split } from '../../../ui/layout';

export const card = style(flexColumn(vars.space.md));
export const title = style({ fontSize: vars.fontSize.xl });
export const lead = style({ color: vars.color.textMuted });
export const lookup = style(split('minmax(0, 1fr) auto', { gap: vars.space.sm, alignItems: 'end' }));
export const loading = style({ display: 'grid', gap: vars.space.xs });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: hairline,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
