// The catalogue's own reads: one page of products at a time, filtered, searched and sorted by the
// server (GET /api/products?page&limit&q&category&sort&order), so 10,000 products never travel whole.
import { api } from '@rental/platform';
import type { Paginated, Product, ProductCategory } from '@rental/platform';

export interface CataloguePageRequest {
  page: number;
  limit: number;
  q?: string;
  category?: ProductCategory;
  sort?: 'name' | 'price' | 'category';
  order?: 'asc' | 'desc';
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCataloguePage: build.query<Paginated<Product>, CataloguePageRequest>({
      query: ({ page, limit, q, category, sort, order }) => ({
        url: '/api/products',
        params: { page, limit, ...(q ? { q } : {}), ...(category ? { category } : {}), ...(sort ? { sort } : {}), ...(order ? { order } : {}) },
      }),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.data ?? []).map((product) => ({ type: 'Product' as const, id: product.key })),
      ],
    }),
  }),
});

export const { useGetCataloguePageQuery } = catalogueApi;
