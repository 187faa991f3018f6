import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

/** A panel anchored to its trigger (the profile menu, a comment's actions, the share options): above the page, framed and shadowed. */
export const popover = recipe({
  base: {
    zIndex: vars.z.menu,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
  },
  variants: {
    /** menu: at least a menu's width with room around its items; compact: as narrow as its few items. */
    size: {
      menu: { minWidth: vars.size.menuWidth, padding: vars.space.xs },
      compact: { padding: vars.space.xxs },
    },
  },
  defaultVariants: { size: 'menu' },
});
export type PopoverVariants = NonNullable<RecipeVariants<typeof popover>>;

/** A menu's item (a Radix DropdownMenu.Item, or the link inside one): highlighted while the pointer or the arrow keys are on it. */
export const menuItem = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    },
  },
  variants: {
    tone: {
      plain: {},
      danger: {
        color: vars.color.danger,
        selectors: {
          '&[data-highlighted]': { background: vars.color.dangerSoft, color: vars.color.danger },
          '&[data-disabled]': { color: vars.color.textMuted },
        },
      },
    },
  },
  defaultVariants: { tone: 'plain' },
});
