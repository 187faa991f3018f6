import { vars } from '../styles/theme.css';

/** A list laid out as a wrapping row of small-gapped items, without the list's bullets and indent. */
export const wrappingRow = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;
