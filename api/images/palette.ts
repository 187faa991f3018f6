/**
 * The brand colours the server draws images with: the light theme's token values from
 * web/styles/theme.css.ts (primary, accent, their soft tints, the hero gradient, the sand
 * neutrals). Images are files, not pages: they cannot read CSS variables, so the values are
 * repeated here, and only here on the server.
 */
export const brand = {
  primary: '#1d6b67',
  primaryDeep: '#155652',
  primarySoft: '#e2efed',
  primaryText: '#164f4c',
  primaryLight: '#74c6bb',
  primaryPale: '#b3e4dd',
  accent: '#6e3d66',
  accentText: '#5a2f53',
  accentLight: '#d9adcf',
  accentPale: '#eccbe5',
  accentSoft: '#f4e9f2',
  heroFrom: '#e6f1ef',
  heroTo: '#f4ebf2',
  bg: '#faf8f5',
  sand: '#f2eee8',
  sandStrong: '#a99f90',
  warm: '#fbf1d9',
  ink: '#1c2a2e',
  white: '#ffffff',
} as const;

export interface CoverPalette {
  from: string;
  to: string;
  /** Large soft shapes, most prominent first. */
  shapes: [string, string, string];
  /** Fine lines and dots. */
  line: string;
}

const b = brand;

/** One calm palette per category, so a reader learns the colours of a section. */
const PALETTES: Record<string, CoverPalette> = {
  sexual_health: { from: b.primarySoft, to: b.bg, shapes: [b.primary, b.primaryLight, b.primaryPale], line: b.primaryDeep },
  relationship_dynamics: { from: b.accentSoft, to: b.bg, shapes: [b.accent, b.accentLight, b.accentPale], line: b.accentText },
  techniques_pleasure: { from: b.heroTo, to: b.heroFrom, shapes: [b.accent, b.primaryLight, b.accentLight], line: b.accentText },
  expert_qa: { from: b.heroFrom, to: b.sand, shapes: [b.primary, b.accentLight, b.primaryPale], line: b.primaryText },
  product_reviews: { from: b.sand, to: b.warm, shapes: [b.primary, b.sandStrong, b.primaryLight], line: b.primaryText },
};
const NEUTRAL: CoverPalette = { from: b.bg, to: b.sand, shapes: [b.primary, b.accentLight, b.sandStrong], line: b.primaryText };

export const paletteFor = (category: string): CoverPalette => PALETTES[category] ?? NEUTRAL;
