import { z } from 'zod';
import { articleCategory } from './events.js';

export const listArticlesQuery = z.strictObject({ category: articleCategory.optional() });
export const articleBySlugQuery = z.strictObject({ slug: z.string({ error: 'Slug is required' }).min(1, 'Slug is required').max(200, 'Slug is too long') });

export interface ArticleDto {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  published: boolean;
  featured: boolean;
  authorDisplayName: string | null;
  authorAvatarUrl: string | null;
  createdAt: string;
  updatedAt: string;
  medicalReviewer: { name: string; credentials: string } | null;
  lastReviewed: string | null;
  sources: { title: string; publisher: string; url: string }[];
}

export const categoryLabels: Record<string, string> = {
  expert_qa: 'Expert Q&A',
  product_reviews: 'Product Reviews',
  relationship_dynamics: 'Relationship Dynamics',
  sexual_health: 'Sexual Health',
  techniques_pleasure: 'Techniques & Pleasure',
};
export const categoryLabel = (c: string) => categoryLabels[c] ?? 'General';

export const articleMessages = {
  notFound: 'Article not found',
} as const;
