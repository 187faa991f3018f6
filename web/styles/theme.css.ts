import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

/**
 * The only place with raw colours, lengths and timings. Every other style reads these vars.
 * Colour pairs (text on background) were chosen for WCAG AA (4.5:1 for body text) in both themes.
 */
export const vars = createThemeContract({
  color: {
    bg: null, surface: null, surfaceMuted: null, surfaceRaised: null,
    text: null, textMuted: null, textInverse: null,
    border: null, borderStrong: null,
    primary: null, primaryHover: null, primaryText: null, primarySoft: null, primarySoftText: null,
    accent: null, accentSoft: null, accentSoftText: null,
    success: null, successSoft: null, danger: null, dangerSoft: null, warningSoft: null, warningText: null,
    focus: null, skeleton: null, skeletonShine: null, overlay: null, heroFrom: null, heroTo: null,
  },
  shadow: { sm: null, md: null, lg: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, snug: null, body: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  border: { thin: null, thick: null, focus: null },
  size: {
    container: null, prose: null, form: null, headerHeight: null, icon: null, iconLg: null,
    avatarSm: null, avatarLg: null, control: null, controlSm: null, controlLg: null, searchWidth: null, menuWidth: null, drawerWidth: null, toastWidth: null,
  },
  duration: { fast: null, base: null, slow: null },
  z: { header: null, menu: null, toast: null, notice: null },
});

const lightColors = {
  bg: '#faf8f5', surface: '#ffffff', surfaceMuted: '#f2eee8', surfaceRaised: '#ffffff',
  text: '#1c2a2e', textMuted: '#4d5b5f', textInverse: '#ffffff',
  border: '#ddd6cb', borderStrong: '#a99f90',
  primary: '#1d6b67', primaryHover: '#155652', primaryText: '#ffffff', primarySoft: '#e2efed', primarySoftText: '#164f4c',
  accent: '#6e3d66', accentSoft: '#f4e9f2', accentSoftText: '#5a2f53',
  success: '#2b6637', successSoft: '#e3f0e4', danger: '#a2322a', dangerSoft: '#fbe8e6', warningSoft: '#fbf1d9', warningText: '#5e420a',
  focus: '#7a3f71', skeleton: '#ebe6df', skeletonShine: '#f6f3ee', overlay: 'rgba(18, 26, 28, 0.45)',
  heroFrom: '#e6f1ef', heroTo: '#f4ebf2',
};

const darkColors: typeof lightColors = {
  bg: '#11191b', surface: '#182225', surfaceMuted: '#1f2c2f', surfaceRaised: '#223034',
  text: '#e7ecea', textMuted: '#a8b5b3', textInverse: '#0d1a19',
  border: '#2f3f41', borderStrong: '#5a6d6e',
  primary: '#74c6bb', primaryHover: '#92d4cb', primaryText: '#0b2321', primarySoft: '#1b3836', primarySoftText: '#b3e4dd',
  accent: '#d9adcf', accentSoft: '#37233a', accentSoftText: '#eccbe5',
  success: '#93d3a1', successSoft: '#1c3322', danger: '#f4a79f', dangerSoft: '#3e1f1c', warningSoft: '#3a2f14', warningText: '#f1d99b',
  focus: '#e6bfde', skeleton: '#223034', skeletonShine: '#2b3b3f', overlay: 'rgba(0, 0, 0, 0.6)',
  heroFrom: '#15302f', heroTo: '#2a1d2b',
};

const lightShadows = {
  sm: '0 1px 2px rgba(28, 42, 46, 0.06)',
  md: '0 2px 4px rgba(28, 42, 46, 0.05), 0 8px 24px rgba(28, 42, 46, 0.07)',
  lg: '0 12px 40px rgba(28, 42, 46, 0.14)',
};
const darkShadows: typeof lightShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 2px 6px rgba(0, 0, 0, 0.35), 0 8px 24px rgba(0, 0, 0, 0.3)',
  lg: '0 12px 40px rgba(0, 0, 0, 0.5)',
};

createGlobalTheme(':root', vars, {
  color: lightColors,
  shadow: lightShadows,
  font: {
    body: '"Source Sans 3", "Segoe UI", "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", system-ui, -apple-system, Arial, sans-serif',
    heading: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", "Source Serif 4", "Noto Serif", Georgia, Cambria, serif',
    mono: 'ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.25rem', xl: '1.5625rem', xxl: '2.125rem',
    display: 'clamp(2.25rem, 1.6rem + 2.6vw, 3.5rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.15', snug: '1.35', body: '1.65' },
  space: {
    none: '0', xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', xxxl: '5rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  border: { thin: '1px', thick: '2px', focus: '3px' },
  size: {
    container: '72rem', prose: '44rem', form: '28rem', headerHeight: '4.5rem', icon: '1.25rem', iconLg: '1.5rem',
    avatarSm: '2.25rem', avatarLg: '5.5rem', control: '2.75rem', controlSm: '2.25rem', controlLg: '3.25rem', searchWidth: '15rem',
    menuWidth: '14rem', drawerWidth: '20rem', toastWidth: '24rem',
  },
  duration: { fast: '120ms', base: '200ms', slow: '1.4s' },
  z: { header: '20', menu: '40', toast: '60', notice: '30' },
});

globalStyle(':root', {
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadows) },
    },
  },
});

/** Breakpoints: SPEC's mobile layout is width <= 767px, the wide layout starts at 768px. */
export const media = {
  mobile: 'screen and (max-width: 767px)',
  wide: 'screen and (min-width: 768px)',
  large: 'screen and (min-width: 1024px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
