// The admin area's calls, added to the one shared client. Names start with `admin` so they never
// collide with an endpoint another remote injects into the same client.
import { api, listOf } from '@rental/platform';
import type { GalleryItem, Order, OrderStatus, Paginated, PriceCategory, Product, ProductCategory, User } from '@rental/platform';

export const GALLERY_PAGE_SIZE = 20;

/** GET /api/admin/stats: the dashboard's figures, computed by the server. */
export interface AdminStats {
  totalUsers: number;
  totalOrders: number;
  totalItems: number;
  /** Rupees: the sum of approved orders. */
  totalRevenue: number;
  pendingOrders: number;
  recentOrders: { orderId: string; email: string; totalAmount: number; status: OrderStatus; orderDate: string }[];
  recentSignups: { _id: string; name: string; email: string; role: string; createdAt: string }[];
}

/** A price as the forms send it: a number, null when left blank, or unparsable text for the server to refuse. */
export type PriceInput = number | string | null;

/** What the product forms send (spec §7); the key only on creation, it never changes. */
export interface ProductFields {
  name: string;
  price: PriceInput;
  oldPrice?: PriceInput;
  category: ProductCategory;
  priceCategory: PriceCategory;
  dimensions: string;
  description: string;
  image: string[];
  availability: boolean;
}

export interface ServerMessage {
  message: string;
}

export type AdminOrderStatus = 'approved' | 'Rejected';

const ORDERS = { type: 'Order' as const, id: 'LIST' };
const USERS = { type: 'User' as const, id: 'LIST' };
const PRODUCTS = { type: 'Product' as const, id: 'LIST' };

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, void>({
      query: () => '/api/admin/stats',
      providesTags: [ORDERS, USERS, PRODUCTS],
    }),
    adminOrders: build.query<Order[], void>({
      query: () => '/api/orders/',
      transformResponse: (response: unknown) => listOf<Order>(response),
      providesTags: [ORDERS],
    }),
    // Tags given as a list are invalidated after a failure too: the list reloads either way (spec §4).
    adminSetOrderStatus: build.mutation<ServerMessage & { order?: Order }, { orderId: string; status: AdminOrderStatus }>({
      query: ({ orderId, status }) => ({ url: `/api/orders/status/${encodeURIComponent(orderId)}`, method: 'PUT', body: { status } }),
      invalidatesTags: [ORDERS],
    }),
    adminUsers: build.query<User[], void>({
      query: () => '/api/users/all',
      transformResponse: (response: unknown) => listOf<User>(response),
      providesTags: [USERS],
    }),
    adminToggleUserBlocked: build.mutation<User, string>({
      query: (email) => ({ url: `/api/users/block/${encodeURIComponent(email)}`, method: 'PUT' }),
      invalidatesTags: [USERS],
    }),
    adminCreateProduct: build.mutation<ServerMessage & { product?: Product }, ProductFields & { key: string }>({
      query: (body) => ({ url: '/api/products', method: 'POST', body }),
      invalidatesTags: [PRODUCTS],
    }),
    adminUpdateProduct: build.mutation<ServerMessage & { product?: Product }, { key: string; fields: ProductFields }>({
      query: ({ key, fields }) => ({ url: `/api/products/${encodeURIComponent(key)}`, method: 'PUT', body: fields }),
      invalidatesTags: (_result, _error, { key }) => [PRODUCTS, { type: 'Product', id: key }],
    }),
    adminDeleteProduct: build.mutation<ServerMessage, string>({
      query: (key) => ({ url: `/api/products/${encodeURIComponent(key)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, key) => [PRODUCTS, { type: 'Product', id: key }],
    }),
    adminGallery: build.query<Paginated<GalleryItem>, number>({
      query: (page) => `/api/gallery?page=${page}&limit=${GALLERY_PAGE_SIZE}`,
      providesTags: ['Gallery'],
    }),
    adminCreateGalleryItem: build.mutation<ServerMessage, { imageUrl: string; description: string; category: string }>({
      query: (body) => ({ url: '/api/gallery', method: 'POST', body }),
      // The whole type: the public gallery's pages (another remote's cache) are stale too.
      invalidatesTags: ['Gallery'],
    }),
    adminDeleteGalleryItem: build.mutation<ServerMessage, string>({
      query: (id) => ({ url: `/api/gallery/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Gallery'],
    }),
  }),
});

export const {
  useAdminStatsQuery,
  useAdminOrdersQuery,
  useAdminSetOrderStatusMutation,
  useAdminUsersQuery,
  useAdminToggleUserBlockedMutation,
  useAdminCreateProductMutation,
  useAdminUpdateProductMutation,
  useAdminDeleteProductMutation,
  useAdminGalleryQuery,
  useAdminCreateGalleryItemMutation,
  useAdminDeleteGalleryItemMutation,
} = adminApi;
