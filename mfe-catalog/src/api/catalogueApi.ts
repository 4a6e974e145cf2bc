// The catalogue's own calls, added to the kernel's one client (with its tag types, so a booking
// made elsewhere refreshes the free units shown here). Reads only: one page of products at a time,
// filtered, searched and sorted by the server (GET /api/products?page&limit&q&category&sort&order),
// so 10,000 products never travel whole; one product; its free units per day.
import { api } from '@rental/platform';
import { itemOf } from '@rental/platform/responses';
import type { AvailabilityRange, Paginated, Product, ProductAvailability, ProductCategory } from '@rental/platform/types';

export interface CataloguePageRequest {
  page: number;
  limit: number;
  q?: string;
  category?: ProductCategory;
  sort?: 'name' | 'price' | 'category';
  order?: 'asc' | 'desc';
}

export const catalogueApi = api.injectEndpoints({
  // getProduct is injected by the booking and admin remotes too, the same call under the same name:
  // one cache entry per product for the whole page, whichever remote registered it last (see
  // packages/platform/README.md, "Endpoints in remotes").
  overrideExisting: true,
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
    getProduct: build.query<Product, string>({
      query: (key) => `/api/products/${encodeURIComponent(key)}`,
      transformResponse: (response: unknown) => itemOf<Product>(response, 'product'),
      providesTags: (_product, _error, key) => [{ type: 'Product', id: key }],
    }),
    /** Free units per day for the days a rental from start to end would hold. */
    getAvailability: build.query<ProductAvailability, AvailabilityRange>({
      query: ({ key, start, end }) => ({ url: `/api/products/${encodeURIComponent(key)}/availability`, params: { start, end } }),
      providesTags: (_result, _error, { key }) => ['Availability', { type: 'Product', id: key }],
    }),
  }),
});

export const { useGetCataloguePageQuery, useGetProductQuery, useGetAvailabilityQuery } = catalogueApi;
