import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { bareList, flexColumn, hairline } from '../../../ui/layout';

export const list = style({ ...bareList, display: 'flex', flexDirection: 'column' });
export const item = style({ ...flexColumn(vars.space.xxs), paddingBlock: vars.space.md, borderBottom: hairline, minWidth: 0 });
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
/*
 * The anonymous note is a sentence, not a one-word tag: the badge's nowrap made it 340 px wide, past a
 * 375 px phone's card (the page scrolled sideways); here it wraps inside the row like text.
 */
export const note = style({
  selectors: { [`${meta} &`]: { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 0, maxWidth: '100%' } },
});
export const title = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const on = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
export const excerpt = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
export const pager = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, paddingTop: vars.space.md });
export const heading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.sm });
