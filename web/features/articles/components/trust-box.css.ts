import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { flexColumn, hairline, overline, split } from '../../../ui/layout';

export const box = style(flexColumn(vars.space.lg));
export const heading = style({ fontSize: vars.fontSize.xl });
export const subheading = style({ fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: vars.fontWeight.bold });

export const facts = style({ ...split('repeat(2, minmax(0, 1fr))', { gap: vars.space.lg, mobileGap: vars.space.md }), margin: 0 });
export const fact = style(flexColumn(vars.space.xxs));
export const term = style({ ...overline(vars.fontSize.xs), color: vars.color.textMuted });
export const value = style({ margin: 0, display: 'flex', flexDirection: 'column' });
export const date = style({ margin: 0 });
export const name = style({ fontWeight: vars.fontWeight.semibold });
export const credentials = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const sources = style(flexColumn(vars.space.xs));
export const sourceList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  ...flexColumn(vars.space.xs),
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const publisher = style({ color: vars.color.textMuted });

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingTop: vars.space.md,
  borderTop: hairline,
});
