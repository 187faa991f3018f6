import { vars } from '../styles/theme.css';

/*
 * Type fragments that screens' styles are built from (spread into a `style`), like ./layout.ts's
 * shapes: plain objects, so they add no class and no CSS of their own.
 */

/** A short, bold mark in the heading face at `fontSize`: a figure that is the message (404), a monogram. */
export const headingMark = (fontSize: string) => ({ fontFamily: vars.font.heading, fontSize, fontWeight: vars.fontWeight.bold }) as const;
