import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

/** The studio's product and criterion screens: editor layout, image uploader, rows and panels (the frame, layout and filters are the articles'). */
export { layout, meta as panel, legend, page } from './article-editor.css';
import { select as listSelect } from './admin-list.css';
import { bareList, flexColumn, hairline } from '../../../ui/layout';
export { filter, filterLabel } from './admin-list.css';

/** As tall as the search box beside it. */
export const select = style([listSelect, { minHeight: vars.size.control }]);

export const twoUp = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });

export const preview = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});
export const previewEmpty = style([preview, { display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.md, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);
export const fileInput = style({ fontSize: vars.fontSize.sm, maxWidth: '100%' });
export const progress = style({ width: '100%', height: vars.space.xs, accentColor: vars.color.primary });
export const imageActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const disclosure = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontStyle: 'italic' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
export const unsaved = style({ alignSelf: 'flex-end', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warningText });

export const history = style({ ...bareList, ...flexColumn(vars.space.sm) });
export const historyItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingBlockEnd: vars.space.sm, borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`, fontSize: vars.fontSize.sm });
export const historyWhat = style({ fontWeight: vars.fontWeight.semibold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const search = style({ flex: '1 1 16rem', minWidth: 0 });

export const rows = style({ ...bareList, ...flexColumn(vars.space.sm) });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: hairline,
  background: vars.color.surface,
  '@media': { [media.mobile]: { gridTemplateColumns: '4.5rem minmax(0, 1fr)', gap: vars.space.sm } },
});
export const textRow = style([row, { gridTemplateColumns: 'minmax(0, 1fr) auto', '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } }]);
export const thumb = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });
export const rowBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const rowTitle = style({ margin: 0, fontFamily: vars.font.body, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const rowMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [media.mobile]: { gridColumn: '1 / -1', justifyContent: 'flex-start' } },
});
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const checksLegend = style({ marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
export const wide = style({ gridColumn: '1 / -1', minWidth: 0 });
/** A fieldset that only groups (no frame of its own). */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const danger = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
