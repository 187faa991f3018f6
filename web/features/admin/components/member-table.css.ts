import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { inlineControl } from '../../../ui/layout';

/**
 * The member list's cells; its frame, table and head are the article table's (article-table.css.ts):
 * a table from 768 px up, narrower each member a card, so nothing scrolls sideways at 375 px.
 */
export const body = style({ '@media': { [media.mobile]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } } });

export const row = style({
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  '@media': {
    [media.mobile]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: `${vars.border.thin} solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
    },
  },
});

// `border: none`: web/ui/safe-html.css.ts's `.prose th, td` rule reaches every td on the site.
export const td = style({
  border: 'none',
  padding: vars.space.sm,
  verticalAlign: 'middle',
  '@media': { [media.mobile]: { display: 'flex', gap: vars.space.xs, alignItems: 'center', padding: 0 } },
});
globalStyle(`${td}[data-label]::before`, {
  '@media': {
    [media.mobile]: { content: 'attr(data-label)', minWidth: '4.5rem', color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold },
  },
});

export const nameCell = style([td, { '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs } } }]);
export const name = style({ display: 'block', fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, color: vars.color.text, overflowWrap: 'anywhere' });
export const email = style({ display: 'block', color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const you = style({ marginInlineStart: vars.space.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.sm });
export const nowrap = style([td, { whiteSpace: 'nowrap' }]);
export const actionsHead = style({ textAlign: 'end' });
export const actions = style([td, { textAlign: 'end', '@media': { [media.mobile]: { justifyContent: 'flex-start', marginTop: vars.space.xs } } }]);

export const roleTrigger = style({
  ...inlineControl(vars.space.xs),
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: vars.border.thin },
    '&:disabled': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const menuLabel = style({ padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
export const check = style({ display: 'inline-block', width: vars.space.md, color: vars.color.primary });
