import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

/**
 * A real table from 768 px up; narrower, every row becomes a card (cells stacked, each with its
 * column's name from data-label), so nothing scrolls sideways at 375 px.
 */
export const frame = style({
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  '@media': { [media.mobile]: { border: 'none', background: 'transparent', overflow: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [media.mobile]: { display: 'block' } },
});

export const head = style({
  background: vars.color.surfaceMuted,
  '@media': {
    [media.mobile]: { position: 'absolute', width: vars.border.thin, height: vars.border.thin, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' },
  },
});

export const th = style({
  border: 'none',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  textAlign: 'start',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const body = style({ '@media': { [media.mobile]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } } });

export const row = style({
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  selectors: { '&[data-selected="true"]': { background: vars.color.primarySoft } },
  '@media': {
    [media.mobile]: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      columnGap: vars.space.sm,
      rowGap: vars.space.xs,
      padding: vars.space.md,
      border: `${vars.border.thin} solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
    },
  },
});

// `border: none` on cells: web/ui/safe-html.css.ts's `.prose th, td` rule reaches every td on the site.
export const td = style({
  border: 'none',
  padding: vars.space.sm,
  verticalAlign: 'top',
  '@media': {
    [media.mobile]: { display: 'flex', gap: vars.space.xs, alignItems: 'baseline', padding: 0, gridColumn: '1 / -1' },
  },
});
globalStyle(`${td}[data-label]::before`, {
  '@media': {
    [media.mobile]: { content: 'attr(data-label)', minWidth: '5.5rem', color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold },
  },
});

export const selectCell = style([td, { width: vars.size.control, '@media': { [media.mobile]: { gridColumn: '1', gridRow: '1' } } }]);
export const titleCell = style([td, { minWidth: '15rem', '@media': { [media.mobile]: { gridColumn: '2', gridRow: '1', minWidth: 0, flexDirection: 'column', gap: vars.space.xxs } } }]);
export const nowrap = style([td, { whiteSpace: 'nowrap' }]);

export const checkbox = style({ width: vars.space.md, height: vars.space.md, marginTop: vars.space.xxs, accentColor: vars.color.primary, cursor: 'pointer' });

export const title = style({ display: 'block', fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, color: vars.color.text, overflowWrap: 'anywhere' });
export const excerpt = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  maxWidth: '36rem',
});
export const slug = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  // Wraps: a draft has Schedule and Preview link besides Publish, Edit and Delete (issue 27).
  flexWrap: 'wrap',
  maxWidth: '19rem',
  marginLeft: 'auto',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
  '@media': { [media.mobile]: { flexWrap: 'wrap', justifyContent: 'flex-start', marginTop: vars.space.xs } },
});

/** 'Scheduled' and its time under the status badge (issue 27). */
export const scheduled = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xxs, marginTop: vars.space.xxs, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
