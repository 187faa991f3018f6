import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { bareList, flexColumn } from '../../../ui/layout';

/** The Newsletter section's issues: the list's delivery counts, the composer's pickers and the email preview. */

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  maxWidth: '14rem',
  '@media': { [media.mobile]: { maxWidth: 'none' } },
});

export const notSent = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** The subject across the whole card on a phone (the list has no selection column). */
export const subjectCell = style({ '@media': { [media.mobile]: { gridColumn: '1 / -1' } } });

/** Cancel, Preview email and Save Draft wrap in the narrow side column. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const topics = style({ marginTop: vars.space.xxs, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const seek = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });

export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' });

export const picked = style({ ...bareList, ...flexColumn(vars.space.xs) });
/** A picked article: its place and title, and under the title its buttons (the side column is narrow). */
export const pickedRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const order = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted, minWidth: '1.25rem', textAlign: 'end' });
export const pickedTitle = style({ overflowWrap: 'anywhere' });
export const rowButtons = style({ gridColumn: '2', display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const hits = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const hit = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The email preview: the HTML part in a frame as wide as a desktop mail client's column, or a phone. */
export const previewBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const subjectLine = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const frameBox = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflowX: 'auto',
});
export const frame = style({
  display: 'block',
  width: '100%',
  maxWidth: '100%',
  height: '60vh',
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  // A mail client shows a newsletter on a light page whatever the studio's own scheme.
  colorScheme: 'light',
  // A phone's mail app: about 375 CSS pixels wide.
  selectors: { '&[data-width="phone"]': { width: '23.5rem' } },
});
export const plain = style({
  margin: 0,
  maxHeight: '60vh',
  overflow: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
