import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

/** A thread reads like an article: one column of prose width. */
export const thread = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: vars.size.prose, marginInline: 'auto', width: '100%', minWidth: 0 });
export const replies = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const reply = style({
  paddingBlock: vars.space.lg,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});
