import { itemOf, listOf } from '@rental/platform/responses';

const product = { _id: 'p1', key: 'SPK-01', name: 'Speaker', price: 100 };

describe('API response shapes', () => {
  it('reads a list whether it comes bare or as { data }', () => {
    expect(listOf([product])).toEqual([product]);
    expect(listOf({ data: [product], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } })).toEqual([product]);
    expect(listOf({ data: 'nope' })).toEqual([]);
    expect(listOf(null)).toEqual([]);
  });

  it('reads one resource bare, under its own name or under data', () => {
    expect(itemOf(product, 'product')).toEqual(product);
    expect(itemOf({ product }, 'product')).toEqual(product);
    expect(itemOf({ data: product }, 'product')).toEqual(product);
    // A list under data is not one resource.
    expect(itemOf({ data: [product] }, 'product')).toEqual({ data: [product] });
  });
});
