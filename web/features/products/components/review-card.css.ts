import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { flexColumn, hairline } from '../../../ui/layout';

export const card = style({
  ...flexColumn(vars.space.sm),
  padding: vars.space.lg,
  border: hairline,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const authorName = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const you = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
export const date = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const overall = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });
export const overallValue = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });

export const detailed = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const detailedItem = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const detailedName = style({ fontSize: vars.fontSize.sm });
export const detailedValue = style({ margin: 0 });

export const prosCons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.sm,
});
const box = style({ padding: vars.space.sm, borderRadius: vars.radius.md, borderLeft: `${vars.border.focus} solid` });
export const pros = style([box, { background: vars.color.successSoft, borderLeftColor: vars.color.success }]);
export const cons = style([box, { background: vars.color.dangerSoft, borderLeftColor: vars.color.danger }]);
export const prosConsTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const prosConsText = style({ margin: 0, fontSize: vars.fontSize.sm, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const content = style(flexColumn(vars.space.sm));
export const paragraph = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, paddingTop: vars.space.xs });
export const helpful = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const thumb = style({ width: '1em', height: '1em', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round' });
export const helpfulNote = style({ margin: 0, fontSize: vars.fontSize.sm });
export const helpfulError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

/** The author's Edit and Delete, another member's Report, and the edit form (issue 29). */
export const ownActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xs });
export const editor = style({ ...flexColumn(vars.space.sm), width: '100%' });
export const editLabel = style({ ...flexColumn(vars.space.xxs), fontWeight: vars.fontWeight.semibold });
export const edited = style({ color: vars.color.textMuted });
