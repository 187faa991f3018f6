import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const post = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.avatarSm} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
  '@media': { [media.mobile]: { columnGap: vars.space.sm } },
});

export const opening = style([post, { padding: vars.space.lg, borderRadius: vars.radius.lg, border: `${vars.border.thin} solid ${vars.color.border}`, background: vars.color.surface, '@media': { [media.mobile]: { padding: vars.space.md } } }]);

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.xs, rowGap: vars.space.xxs, minWidth: 0, minHeight: vars.size.avatarSm });
export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const when = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Posts are plain text: the member's line breaks are kept, nothing is read as HTML. */
export const body = style({
  gridColumn: '2',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { gridColumn: '1 / -1' } },
});
export const openingBody = style([body, { fontSize: vars.fontSize.md }]);

/** A '[deleted]' post held in place (issue 29). */
export const deletedBody = style([body, { color: vars.color.textMuted, fontStyle: 'italic' }]);

/** The 'Hidden by a moderator' note its author and staff see (issue 29), in the text's column. */
export const hiddenMark = style({ gridColumn: '2', '@media': { [media.mobile]: { gridColumn: '1 / -1' } } });
