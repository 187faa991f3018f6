import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { statLabel as tileLabel, statNumber, statTile } from '../../../ui/stat.css';
import { flexRow } from '../../../ui/layout';

/** Pieces shared by the admin lists: stat tiles, the filter row, the bulk bar, empty and error states. */

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.mobile]: { gap: vars.space.xs } },
});

export const stat = style({
  ...statTile,
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.sm } },
});
export const statLabel = style(tileLabel);
export const statValue = style({
  ...statNumber,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } },
});

export const toolbar = style({
  ...flexRow(vars.space.md, 'flex-end'),
  flexWrap: 'wrap',
  justifyContent: 'space-between',
});
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const filter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: '11rem', '@media': { [media.mobile]: { flex: '1 1 10rem', minWidth: 0 } } });
export const filterLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const select = style({
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const bulkBar = style({
  position: 'sticky',
  bottom: vars.space.md,
  zIndex: vars.z.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.md,
});
export const bulkCount = style({ fontWeight: vars.fontWeight.semibold, marginInlineEnd: 'auto' });


export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
