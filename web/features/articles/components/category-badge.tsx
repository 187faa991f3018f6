import { Badge } from '../../../ui/badge';
import type { BadgeVariants } from '../../../ui/badge.css';
import { categoryLabel } from '../../../../schemas/articles/categories';

const TONES: Record<string, BadgeVariants['tone']> = {
  sexual_health: 'teal',
  relationship_dynamics: 'plum',
  techniques_pleasure: 'plum',
  expert_qa: 'teal',
  product_reviews: 'neutral',
};

export function CategoryBadge({ category }: { category: string }) {
  return <Badge tone={TONES[category] ?? 'neutral'}>{categoryLabel(category)}</Badge>;
}
