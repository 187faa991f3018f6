import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

/** The newsletter archive: the list of sent issues and an issue's web version, in the site's reading column. */

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: vars.size.prose, marginInline: 'auto', minWidth: 0, width: '100%' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const itemTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
export const itemLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } } });
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const preheader = style({ margin: 0, color: vars.color.textMuted });

export const seek = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere', '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const cardTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });
export const cardText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const ctaText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: '1 1 18rem' });
export const ctaTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
