import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { bareList, flexColumn, hairline, split } from '../../../ui/layout';

export const layout = style(split('minmax(0, 1fr) 20rem', { gap: vars.space.xl, alignItems: 'start', mobileGap: vars.space.lg }));
export const main = style({ ...flexColumn(vars.space.lg), minWidth: 0 });
export const aside = style({ position: 'sticky', top: `calc(${vars.size.headerHeight} + ${vars.space.md})`, '@media': { [media.mobile]: { position: 'static' } } });

export const header = style(flexColumn(vars.space.sm));
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const title = style({ fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
export const metaRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  ...bareList,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const qa = style({ ...bareList, ...flexColumn(vars.space.lg) });
export const item = style({ ...flexColumn(vars.space.sm), paddingTop: vars.space.lg, borderTop: hairline });
export const question = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, display: 'flex', gap: vars.space.sm });
export const marker = style({ color: vars.color.primary, fontFamily: vars.font.heading, flexShrink: 0 });
export const answer = style({ display: 'flex', gap: vars.space.sm, minWidth: 0 });
export const answerMarker = style({ color: vars.color.accent, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, flexShrink: 0, lineHeight: vars.lineHeight.body });
export const answerText = style({ minWidth: 0, flex: 1 });

export const section = style({ ...flexColumn(vars.space.md), marginTop: vars.space.xl });
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
