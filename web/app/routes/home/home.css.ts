import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { text } from '../../../styles/sprinkles.css';
import { bareList, centred, flexColumn, flexRow, overline, split, square } from '../../../ui/layout';
import { headingMark } from '../../../ui/typography';

export const page = style(flexColumn(vars.space.xxxl));

export const hero = style({
  ...split('minmax(0, 3fr) minmax(0, 2fr)', { gap: vars.space.xl, alignItems: 'center' }),
  padding: `${vars.space.xxxl} ${vars.space.xxl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  '@media': { [media.mobile]: { padding: `${vars.space.xxl} ${vars.space.lg}`, gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const heroText = style(flexColumn(vars.space.lg));

export const eyebrow = style({ ...overline(vars.fontSize.sm, '0.08em'), color: vars.color.accent });

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
  ...split('repeat(3, minmax(0, 1fr))', { gap: vars.space.lg }),
  ...bareList,
});

export const valueCard = style({ ...flexColumn(vars.space.sm), height: '100%' });

export const valueIcon = style({
  ...centred,
  ...square(vars.size.control),
  ...headingMark(vars.fontSize.lg),
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});

export const valueTitle = style({ fontSize: vars.fontSize.lg });
export const valueText = text.muted;

export const cta = style({
  ...flexRow(vars.space.lg),
  justifyContent: 'space-between',
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const ctaText = style({ ...flexColumn(vars.space.xs), maxWidth: vars.size.prose });
export const ctaTitle = style({ fontSize: vars.fontSize.xl });

export const sectionTitleInline = style({ fontSize: vars.fontSize.xxl });

export const newsletter = style(split('minmax(0, 2fr) minmax(0, 3fr)', { gap: vars.space.xl, alignItems: 'start', mobileGap: vars.space.lg }));
export const newsletterText = style({ ...flexColumn(vars.space.md), paddingTop: vars.space.md });
export const promises = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  ...flexColumn(vars.space.xs),
  color: vars.color.textMuted,
});
