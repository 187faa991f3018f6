import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

/** The studio's short lists (forum categories, newsletter topics, synonyms): an editor panel above a list of rows. */

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
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
export const panelTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const twoUp = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.sm });
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, padding: vars.space.sm } },
});
export const rowMuted = style({ background: vars.color.surfaceMuted });
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const nameLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs, '@media': { [media.mobile]: { justifyContent: 'flex-start' } } });

export const terms = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const term = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const broadTerm = style([term, { background: vars.color.primarySoft, color: vars.color.primarySoftText, fontWeight: vars.fontWeight.semibold }]);
export const arrow = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, border: 0 });
export const choicesLegend = style({ marginBottom: vars.space.xs, padding: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const historyBox = style({ gridColumn: '1 / -1', paddingBlockStart: vars.space.sm, borderBlockStart: `${vars.border.thin} solid ${vars.color.border}` });

export const tabs = style({ marginBlockStart: `calc(-1 * ${vars.space.sm})` });
