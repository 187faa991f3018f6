import { describe, expect, it } from 'vitest';
import { categoryLabels } from '../../../../schemas/articles/queries';
import { CATEGORY_FILTERS, CATEGORY_LABELS, categoryLabel } from './article-meta';

describe('category labels', () => {
  it("the client's copy equals the schema's labels", () => {
    expect(CATEGORY_LABELS).toEqual(categoryLabels);
  });

  it('every filter chip says exactly what the badge says, one chip per category', () => {
    for (const f of CATEGORY_FILTERS) expect(f.label).toBe(categoryLabel(f.value));
    expect(CATEGORY_FILTERS.map((f) => f.value).sort()).toEqual(Object.keys(categoryLabels).sort());
  });
});
