import type { ExpertEvent } from '../../schemas/experts/events.js';
import type { ProductEvent } from '../../schemas/products/events.js';
import { edited, entry, restored, setFields, type EntryRules, type NameRules } from './entry-rules.js';

/**
 * Entries for the studio's products and rating criteria (a member's review, or a criterion's
 * first use, is none), experts and interviews, each labelled with the name it had then. An
 * expert's edit is a whole new profile (ExpertProfiled): its first is the creation, a later one
 * an edit (the name table says which); an interview's restore is an edit naming the version.
 */

const PRODUCT_FIELDS = ['name', 'brand', 'category', 'priceRange', 'description', 'imageUrl', 'affiliateLink'] as const;

export const catalogueEntries: EntryRules<ProductEvent> = {
  ProductListed: (d) => entry('product', 'product.created', d.productId),
  ProductEdited: (d) => entry('product', edited('product', d), d.productId, { changed: setFields(d, PRODUCT_FIELDS), ...restored(d) }),
  ProductDeleted: (d) => entry('product', 'product.deleted', d.productId),
  RatingCriterionDefined: (d) => entry('criterion', 'criterion.created', d.criterionId),
  RatingCriterionEdited: (d) => entry('criterion', edited('criterion', d), d.criterionId, { changed: setFields(d, ['name', 'categories']), ...restored(d) }),
  RatingCriterionRetired: (d) => entry('criterion', 'criterion.retired', d.criterionId),
  RatingCriterionReinstated: (d) => entry('criterion', 'criterion.reinstated', d.criterionId),
  RatingCriterionDeleted: (d) => entry('criterion', 'criterion.deleted', d.criterionId),
};

export const catalogueNames: NameRules<ProductEvent> = {
  ProductListed: (d) => ['product', d.productId, d.name],
  ProductEdited: (d) => (d.name !== undefined ? ['product', d.productId, d.name] : null),
  RatingCriterionDefined: (d) => ['criterion', d.criterionId, d.name],
  RatingCriterionEdited: (d) => (d.name !== undefined ? ['criterion', d.criterionId, d.name] : null),
};

export const studioEntries: EntryRules<ExpertEvent> = {
  ExpertProfiled: (d, c) => entry('expert', c.known ? 'expert.edited' : 'expert.created', d.expertId),
  ExpertDeactivated: (d) => entry('expert', 'expert.deactivated', d.expertId),
  ExpertReactivated: (d) => entry('expert', 'expert.reactivated', d.expertId),
  ExpertDeleted: (d) => entry('expert', 'expert.deleted', d.expertId),
  InterviewPublished: (d) => entry('interview', 'interview.created', d.interviewId),
  InterviewCreated: (d) => entry('interview', 'interview.created', d.interviewId),
  InterviewEdited: (d) => {
    const { interviewId, restoredFrom, htmlPolicy: _p, ...rest } = d;
    const changed = Object.keys(rest).filter((k) => rest[k as keyof typeof rest] !== undefined);
    return restoredFrom !== undefined ? entry('interview', 'interview.restored', interviewId, { restoredFrom, changed }) : entry('interview', 'interview.edited', interviewId, { changed });
  },
  InterviewMadePublic: (d) => entry('interview', 'interview.published', d.interviewId),
  InterviewUnpublished: (d) => entry('interview', 'interview.unpublished', d.interviewId),
  InterviewDeleted: (d) => entry('interview', 'interview.deleted', d.interviewId),
};

const interviewName = (d: { interviewId: number; title?: string | undefined }): ['interview', number, string] | null => (d.title !== undefined ? ['interview', d.interviewId, d.title] : null);

export const studioNames: NameRules<ExpertEvent> = {
  ExpertProfiled: (d) => ['expert', d.expertId, d.name],
  InterviewCreated: interviewName,
  InterviewPublished: interviewName,
  InterviewEdited: interviewName,
};
