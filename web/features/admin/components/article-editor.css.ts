import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { flexColumn } from '../../../ui/layout';

export const page = style({ ...flexColumn(vars.space.lg), minWidth: 0 });

/** SPEC 2: the content editor beside the metadata form (stacked below 1024 px). */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(17rem, 22rem)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ minWidth: 0 });
export const side = style({ ...flexColumn(vars.space.md), minWidth: 0 });

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const legend = style({ float: 'left', width: '100%', marginBottom: vars.space.xs, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const slugField = style({ fontFamily: vars.font.body });

export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const countOver = style([count, { color: vars.color.danger, fontWeight: vars.fontWeight.semibold }]);

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { justifyContent: 'stretch' } },
});
export const unsaved = style({ alignSelf: 'flex-end', fontSize: vars.fontSize.sm, color: vars.color.warningText });

export const conflict = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, width: '100%' });
export const conflictActions = style({ display: 'inline-flex', gap: vars.space.xs });

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
