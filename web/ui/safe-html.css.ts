import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const plain = style({ overflowWrap: 'anywhere' });

/** Long-form reading: a measure of about 70 characters, generous leading, clear heading rhythm. */
export const prose = style({
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  overflowWrap: 'break-word',
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

const p = (sel: string) => `${prose} ${sel}`;

globalStyle(p('> * + *'), { marginTop: vars.space.md });
globalStyle(p('h2'), {
  fontSize: `calc(${vars.fontSize.xl} * 1.15)`,
  marginTop: vars.space.xxl,
  marginBottom: `calc(${vars.space.xs} * -1)`,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xl, marginTop: vars.space.xl } },
});
globalStyle(p('h3'), { fontSize: vars.fontSize.xl, marginTop: vars.space.lg, marginBottom: `calc(${vars.space.xs} * -1)` });
globalStyle(p('h4'), { fontSize: vars.fontSize.md, marginTop: vars.space.lg });
globalStyle(p('> :first-child'), { marginTop: 0 });
globalStyle(p('ul, ol'), { paddingInlineStart: vars.space.lg });
globalStyle(p('li + li'), { marginTop: vars.space.xs });
globalStyle(p('li::marker'), { color: vars.color.primary });
globalStyle(p('strong'), { fontWeight: vars.fontWeight.bold });
globalStyle(p('a'), { textDecorationThickness: vars.border.thin, fontWeight: vars.fontWeight.medium });
globalStyle(p('blockquote'), {
  margin: `${vars.space.lg} 0`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderLeft: `${vars.border.focus} solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  fontStyle: 'italic',
});
globalStyle(p('blockquote > * + *'), { marginTop: vars.space.xs });
globalStyle(p('hr'), { border: 0, borderTop: `${vars.border.thin} solid ${vars.color.border}`, margin: `${vars.space.xl} 0` });
globalStyle(p('img'), { borderRadius: vars.radius.md, height: 'auto' });
globalStyle(p('code'), { fontFamily: vars.font.mono, fontSize: '0.9em', background: vars.color.surfaceMuted, padding: `0 ${vars.space.xxs}`, borderRadius: vars.radius.sm });
globalStyle(p('pre'), { overflowX: 'auto', padding: vars.space.md, background: vars.color.surfaceMuted, borderRadius: vars.radius.md });
globalStyle(p('table'), { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', fontSize: vars.fontSize.md, maxWidth: '100%' });
globalStyle(`${p('th')}, ${p('td')}`, { border: `${vars.border.thin} solid ${vars.color.border}`, padding: `${vars.space.xs} ${vars.space.sm}`, textAlign: 'left', verticalAlign: 'top' });
globalStyle(p('th'), { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold });
