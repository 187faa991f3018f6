import { describe, expect, it } from 'vitest';
import { categoryLabel, categoryLabels } from '../../../../schemas/articles/categories';
import { articleCategory } from '../../../../schemas/articles/events';
import { CATEGORY_FILTERS } from './article-meta';

describe('category labels', () => {
  it('one label per category the events know, no more', () => {
    expect(Object.keys(categoryLabels).sort()).toEqual([...articleCategory.options].sort());
  });

  it('every filter chip says exactly what the badge says, one chip per category', () => {
    for (const f of CATEGORY_FILTERS) expect(f.label).toBe(categoryLabel(f.value));
    expect(CATEGORY_FILTERS.map((f) => f.value).sort()).toEqual(Object.keys(categoryLabels).sort());
  });
});
