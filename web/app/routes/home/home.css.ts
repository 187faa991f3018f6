import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxxl });

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xxxl} ${vars.space.xxl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  '@media': { [media.mobile]: { padding: `${vars.space.xxl} ${vars.space.lg}`, gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const heroTitle = style({ fontSize: vars.fontSize.display, maxWidth: '18ch' });

export const lead = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
  maxWidth: vars.size.prose,
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

export const sectionTitle = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.lg });

export const values = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const valueCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%' });

export const valueIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const valueTitle = style({ fontSize: vars.fontSize.lg });
export const valueText = style({ color: vars.color.textMuted });

export const cta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const ctaText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: vars.size.prose });
export const ctaTitle = style({ fontSize: vars.fontSize.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const sectionTitleInline = style({ fontSize: vars.fontSize.xxl });
export const viewAll = style({ fontWeight: vars.fontWeight.semibold });

export const newsletter = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const newsletterText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });
export const promises = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});
