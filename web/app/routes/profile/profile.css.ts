import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { underlineTab, underlineTabStates } from '../../../ui/tabs.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '56rem' });
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.sm });
export const memberHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const memberName = style({ fontSize: vars.fontSize.xl, overflowWrap: 'anywhere', margin: 0 });
export const memberMeta = style({ color: vars.color.textMuted, margin: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
  overflowX: 'auto',
  '@media': { [media.mobile]: { gap: 0 } },
});

export const tab = style({
  ...underlineTab,
  // Four tabs fit across 375 px (issue 29 added Notifications, 'Alerts' there: settings.tsx).
  '@media': { [media.mobile]: { flex: 1, paddingInline: vars.space.xxs, fontSize: vars.fontSize.sm } },
  selectors: underlineTabStates,
});

export const panel = style({ outline: 'none' });
export const panelIntro = style({ color: vars.color.textMuted, marginBottom: vars.space.lg, maxWidth: vars.size.prose });
