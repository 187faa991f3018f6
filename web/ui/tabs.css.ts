import { vars } from '../styles/theme.css';

/**
 * An underlined tab, Radix Tabs' trigger: muted until hovered, primary and underlined while its
 * panel is shown. Its underline overlaps the tab list's bottom border (the list draws that border).
 */
export const underlineTab = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: `${vars.border.focus} solid transparent`,
  marginBottom: `calc(${vars.border.thin} * -1)`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
} as const;
/** For the tab's `selectors`. */
export const underlineTabStates = {
  '&:hover': { color: vars.color.text },
  '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
} as const;
