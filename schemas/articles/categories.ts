/**
 * SPEC 3's label of each article category, one everywhere: filter chips, badges, titles, search
 * results, OG images. No zod here: the public pages' browser code imports it, and zod would weigh
 * on their first load.
 */
export const categoryLabels: Record<string, string> = {
  expert_qa: 'Expert Q&A',
  product_reviews: 'Product Reviews',
  relationship_dynamics: 'Relationship Dynamics',
  sexual_health: 'Sexual Health',
  techniques_pleasure: 'Techniques & Pleasure',
};
export const categoryLabel = (c: string) => categoryLabels[c] ?? 'General';
