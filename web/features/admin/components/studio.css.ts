import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

/** The studio's expert and interview editors: the form's groups, the photo field and the Q&A editor. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, margin: 0, padding: 0, border: 'none' });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, border: 'none' });
export const checksLegend = style({ marginBottom: vars.space.xs, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const photo = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const photoPreview = style({
  width: '6rem',
  height: '6rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});
export const photoEmpty = style([photoPreview, { display: 'grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.xs }]);
export const photoControls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const fileInput = style({ fontSize: vars.fontSize.sm, maxWidth: '100%' });
export const progress = style({ width: '12rem', maxWidth: '100%', accentColor: vars.color.primary });

export const qaList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const qaItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const qaHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const qaNumber = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.semibold });
export const qaButtons = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const qaPreview = style({ padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const qaFoot = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const historyList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const historyItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: `${vars.space.xs} 0`,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const searchRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });
export const avatarCell = style({ width: '2.5rem', height: '2.5rem', borderRadius: vars.radius.pill, objectFit: 'cover', flexShrink: 0 });
export const nameCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const subtitle = style({ display: 'block', marginTop: vars.space.xxs, fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
/** The expert's name cell spans the card's width below 768 px (the experts' table has no selection column). */
export const expertCell = style({ '@media': { [media.mobile]: { selectors: { '&&': { gridColumn: '1 / -1' } } } } });
export const qaLegend = style({ float: 'left', width: '100%', fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const dangerZone = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
/** Below 1024 px the editor's columns stack: the details (title, expert) come before the Q&A. */
export const detailsFirst = style({ '@media': { 'screen and (max-width: 1023px)': { order: -1 } } });
export const historyActions = style({ display: 'inline-flex', gap: vars.space.xs });
/** The editor's buttons sit under the details on wide screens and after the Q&A on narrow ones (one set shown at a time). */
// Doubled class (&&): these win over the actions' own display whatever order the stylesheets load in.
export const wideOnly = style({ '@media': { 'screen and (max-width: 1023px)': { selectors: { '&&': { display: 'none' } } } } });
export const narrowOnly = style({ selectors: { '&&': { display: 'none' } }, '@media': { 'screen and (max-width: 1023px)': { selectors: { '&&': { display: 'flex' } } } } });
/** Three buttons (Delete, Cancel, Save) wrap at 375 px instead of widening the page. */
export const actionsWrap = style({ flexWrap: 'wrap' });
