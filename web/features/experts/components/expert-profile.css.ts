import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { bareList, flexColumn, flexRow, split } from '../../../ui/layout';

export const sidebar = style({ ...flexColumn(vars.space.md), minWidth: 0 });
export const sidebarHead = style({ ...flexRow(vars.space.md), minWidth: 0 });
export const identity = style({ ...flexColumn(vars.space.xxs), minWidth: 0 });
export const eyebrow = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.textMuted });
export const name = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });
export const title = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const credentials = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.primary, letterSpacing: '0.02em' });
export const bio = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, ...bareList });

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.fontSize.sm });
export const factLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, ...bareList });
export const externalLink = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

/** The profile page: the expert's card beside (wide) or above (narrow) their interviews. */
export const hero = style(split('auto 1fr', { gap: vars.space.xl, alignItems: 'start', mobileGap: vars.space.md, mobileColumns: '1fr' }));
export const heroAvatar = style({ '@media': { [media.mobile]: { justifySelf: 'start' } } });
export const heroText = style({ ...flexColumn(vars.space.sm), minWidth: 0 });
export const heroName = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const heroTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
export const profileBio = style({ maxWidth: vars.size.prose, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
