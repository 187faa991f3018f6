export type { ArticleDto as Article } from '../../../../schemas/articles/queries';
