import { vars } from '../styles/theme.css';

/**
 * A stat tile in a <dl>: each <div> holds its <dt> label and then its <dd> value, and shows the
 * value above the label (column-reverse), so a screen reader still reads the label first.
 */
export const statTile = {
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  padding: vars.space.md,
} as const;

/** A stat tile's label and its number (sized by the screen). */
export const statLabel = { fontSize: vars.fontSize.sm, color: vars.color.textMuted } as const;
export const statNumber = { margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.semibold } as const;
