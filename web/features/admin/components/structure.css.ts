import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

/** The studio's short lists (forum categories, newsletter topics, synonyms): an editor panel above a list of rows; the page, panel and rows are the article and catalogue editors'. */

export { page, meta as panel } from './article-editor.css';
export { twoUp, rows, actions as formActions } from './catalogue.css';
export const panelTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.sm });
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

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

/** Under the row; the history's first entry draws the line above it (version-history.tsx). */
export const historyBox = style({ gridColumn: '1 / -1' });

export const tabs = style({ marginBlockStart: `calc(-1 * ${vars.space.sm})` });
