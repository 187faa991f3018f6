import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { preview } from './catalogue.css';

/** The article image panels reuse the product uploader's pieces; a cover's preview is 16:9. */
export { panel, legend, previewEmpty, fileInput, progress, imageActions, hint, error, filterLabel } from './catalogue.css';
export const coverPreview = style([preview, { aspectRatio: '16 / 9' }]);
/** The content image panel sits under the content editor. */
export const below = style({ marginTop: vars.space.md });
