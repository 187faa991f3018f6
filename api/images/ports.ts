import { serviceKey } from '../shared/services.js';
import type { OgInput } from './og-cache.js';

/** What the images need of articles, wired by the composition root (api/ports.ts). */
export interface ImagesPorts {
  /** A published article's Open Graph input by slug; null for a draft or no such article. */
  publishedBySlug(slug: string): OgInput | null;
  /** The same by id (the publish-time warmer). */
  publishedById(id: number): OgInput | null;
}

export const imagesPorts = serviceKey<ImagesPorts>('images.ports');
