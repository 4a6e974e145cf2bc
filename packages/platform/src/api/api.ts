import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';
import type { AvailabilityRange, BookingCreated, Cart, Credentials, LoginResult, Order, Product, ProductAvailability, QuoteResult, RegisterResult, Registration, User } from './types';

/** Lists may come bare or wrapped as `{ data: [...] }` (spec §7). */
export function listOf<T>(response: unknown): T[] {
  if (Array.isArray(response)) return response as T[];
  const data = (response as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Single resources may come bare or wrapped (`{ user }`, `{ product }`, `{ data }`). */
function unwrap<T>(response: unknown, wrapper: string): T {
  if (response && typeof response === 'object') {
    const record = response as Record<string, unknown>;
    if (record[wrapper] && typeof record[wrapper] === 'object') return record[wrapper] as T;
    if (record.data && typeof record.data === 'object' && !Array.isArray(record.data)) return record.data as T;
  }
  return response as T;
}

/**
 * The one API client. Remotes add their own endpoints with `api.injectEndpoints`, using the tag
 * types declared here so invalidation works across the whole site.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['User', 'Product', 'Order', 'Gallery', 'Availability'],
  endpoints: (build) => ({
    getCurrentUser: build.query<User, void>({
      query: () => '/api/users/',
      transformResponse: (response: unknown) => unwrap<User>(response, 'user'),
      providesTags: [{ type: 'User', id: 'ME' }],
    }),
    login: build.mutation<LoginResult, Credentials>({
      query: (body) => ({ url: '/api/users/login', method: 'POST', body }),
    }),
    googleLogin: build.mutation<LoginResult, { accessToken: string }>({
      query: (body) => ({ url: '/api/users/google', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResult, Registration>({
      query: (body) => ({ url: '/api/users/', method: 'POST', body }),
    }),
    getProducts: build.query<Product[], void>({
      query: () => '/api/products',
      transformResponse: (response: unknown) => listOf<Product>(response),
      providesTags: (products = []) => [
        { type: 'Product', id: 'LIST' },
        ...products.map((product) => ({ type: 'Product' as const, id: product.key })),
      ],
    }),
    getProduct: build.query<Product, string>({
      query: (key) => `/api/products/${encodeURIComponent(key)}`,
      transformResponse: (response: unknown) => unwrap<Product>(response, 'product'),
      providesTags: (_product, _error, key) => [{ type: 'Product', id: key }],
    }),
    /**
     * A query although it POSTs: the cart is the cache key, so changing the dates or lines
     * re-requests the server's total by itself (spec §4) and an unchanged cart is not re-asked.
     */
    quote: build.query<QuoteResult, Cart>({
      query: (cart) => ({ url: '/api/orders/quote', method: 'POST', body: cart }),
      providesTags: [{ type: 'Product', id: 'LIST' }, 'Availability'],
    }),
    /** Free units per day for the days a rental from start to end would hold. */
    getAvailability: build.query<ProductAvailability, AvailabilityRange>({
      query: ({ key, start, end }) => ({ url: `/api/products/${encodeURIComponent(key)}/availability`, params: { start, end } }),
      providesTags: (_result, _error, { key }) => ['Availability', { type: 'Product', id: key }],
    }),
    createOrder: build.mutation<BookingCreated, Cart>({
      query: (cart) => ({ url: '/api/orders', method: 'POST', body: cart }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Availability'],
    }),
    /** The signed-in customer's own orders, newest first (an admin gets every order). */
    getMyOrders: build.query<Order[], void>({
      query: () => '/api/orders',
      transformResponse: (response: unknown) => listOf<Order>(response),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    cancelOrder: build.mutation<BookingCreated, string>({
      query: (orderId) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/cancel`, method: 'PUT' }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Availability'],
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useGoogleLoginMutation,
  useRegisterMutation,
  useGetProductsQuery,
  useGetProductQuery,
  useQuoteQuery,
  useCreateOrderMutation,
  useGetAvailabilityQuery,
  useGetMyOrdersQuery,
  useCancelOrderMutation,
} = api;
