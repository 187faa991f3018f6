import type { Projection } from './projection.js';
import { usersProjection } from './auth/users.projection.js';
import { articlesProjection } from './articles/articles.projection.js';
import { commentsProjection } from './comments/comments.projection.js';
import { auditProjection } from './audit/audit.projection.js';
import { forumProjection } from './forum/forum.projection.js';
import { productsProjection } from './products/products.projection.js';
import { expertsProjection } from './experts/experts.projection.js';
import { searchProjection } from './search/search.projection.js';
import { synonymsProjection } from './search/synonyms.projection.js';
import { newsletterProjection } from './newsletter/newsletter.projection.js';
import { pendingWorkProjection } from './work/pending-work.projection.js';
import { newsletterIssuesProjection } from './newsletter/issues.projection.js';
import { moderationProjection } from './moderation/moderation.projection.js';
import { notificationsProjection } from './notifications/notifications.projection.js';

/** Every read-model projection, in the order they are applied within a batch. */
export const allProjections: Projection<any>[] = [usersProjection, articlesProjection, commentsProjection, auditProjection, forumProjection, expertsProjection, productsProjection, newsletterProjection, newsletterIssuesProjection, searchProjection, synonymsProjection, pendingWorkProjection, notificationsProjection, moderationProjection];
