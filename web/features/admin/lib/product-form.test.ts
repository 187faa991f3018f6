import { describe, expect, it } from 'vitest';
import { staffProductMessages as m } from '../../../../schemas/products/messages';
import { emptyProduct, productInput, validateProduct, type ProductFormValues } from './product-form';

const valid: ProductFormValues = {
  name: 'Studio Glide', brand: 'Studio Co', category: 'lubricants', priceRange: '$12-$18',
  description: 'A water-based lubricant.', imageUrl: null, affiliateLink: '',
};

describe('the product form', () => {
  it('checks with the server\'s own words before sending', () => {
    expect(validateProduct(valid)).toEqual({});
    expect(validateProduct(emptyProduct)).toMatchObject({ name: m.nameLength, brand: m.brandLength, category: m.category, priceRange: m.priceRange, description: m.descriptionLength });
    expect(validateProduct({ ...valid, affiliateLink: 'http://shop.example.com/' })).toEqual({ affiliateLink: m.affiliateLink });
    expect(validateProduct({ ...valid, imageUrl: 'https://elsewhere.example/x.png' })).toEqual({ imageUrl: m.imageUrl });
  });

  it('a create sends every field (an empty link as null); an edit only what changed', () => {
    expect(productInput(valid, null)).toEqual({ ...valid, affiliateLink: null });
    expect(productInput({ ...valid, priceRange: '$14-$20', affiliateLink: 'https://shop.example.com/x' }, valid)).toEqual({
      priceRange: '$14-$20',
      affiliateLink: 'https://shop.example.com/x',
    });
    expect(productInput(valid, valid)).toEqual({});
  });
});
