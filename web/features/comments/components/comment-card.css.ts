import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../../styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const who = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs, flex: 1, minWidth: 0, lineHeight: vars.lineHeight.snug });
export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const deletedName = style({ fontStyle: 'italic', color: vars.color.textMuted });
export const when = style({ display: 'inline-flex', gap: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const edited = style({ fontStyle: 'italic' });

export const ghostAvatar = style({
  width: vars.size.avatarSm,
  height: vars.size.avatarSm,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.border.thin} dashed ${vars.color.borderStrong}`,
});

/** Comments are plain text: line breaks the member typed are kept, nothing is parsed as HTML. */
export const body = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  paddingInlineStart: `calc(${vars.size.avatarSm} + ${vars.space.sm})`,
  '@media': { [media.mobile]: { paddingInlineStart: 0 } },
});
export const deletedBody = style([body, { fontStyle: 'italic', color: vars.color.textMuted }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInlineStart: `calc(${vars.size.avatarSm} + ${vars.space.sm})`,
  '@media': { [media.mobile]: { paddingInlineStart: 0 } },
});

const quietButton = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: `${vars.border.thin} solid transparent`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
} as const;

export const replyButton = style({ ...quietButton, selectors: { ...quietButton.selectors, '&[aria-expanded="true"]': { color: vars.color.primary } } });

export const replyForm = style({
  paddingInlineStart: `calc(${vars.size.avatarSm} + ${vars.space.sm})`,
  '@media': { [media.mobile]: { paddingInlineStart: 0 } },
});

export const replies = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  paddingInlineStart: `calc(${vars.size.avatarSm} / 2)`,
  '@media': { [media.mobile]: { paddingInlineStart: 0 } },
});

export const toggle = style({ ...quietButton, color: vars.color.primary, paddingInline: vars.space.xs });

export const replyList = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    selectors: { '&[hidden]': { display: 'none' } },
  },
  variants: {
    indent: {
      true: {
        paddingInlineStart: vars.space.lg,
        borderInlineStart: `${vars.border.thick} solid ${vars.color.border}`,
        '@media': { [media.mobile]: { paddingInlineStart: vars.space.sm } },
      },
      false: {},
    },
  },
});
