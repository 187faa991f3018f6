import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { flexColumn, hairline } from '../../../ui/layout';

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: vars.size.prose, minWidth: 0 });

/* The previous results while the next type or page loads: still readable, visibly not current. */
export const updating = style([results, { opacity: 0.6, transition: `opacity ${vars.duration.base}` }]);

export const summary = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const groupTitle = style({
  fontSize: vars.fontSize.xl,
  paddingBottom: vars.space.xs,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gap: vars.space.sm } },
});

export const elsewhere = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: vars.size.prose,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const noticeTitle = style({ fontSize: vars.fontSize.xl });

export const noticeText = style({ margin: 0, color: vars.color.textMuted });

export const loading = style({ ...flexColumn(vars.space.md), maxWidth: vars.size.prose });

export const skeletonCard = style({ ...flexColumn(vars.space.xs), padding: vars.space.lg, borderRadius: vars.radius.lg, border: hairline });

export const didYouMean = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const sections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});
