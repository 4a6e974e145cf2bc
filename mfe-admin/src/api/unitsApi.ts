// Kits, tracked units and the units of an order (pick-up and return by tag). Kept apart from
// adminApi.ts; the cache tags are the kernel's own ('Product', 'Order', 'Availability').
import { api } from '@rental/platform';
import { fileAsObjectUrl } from '@rental/platform/download';
import type { ApiSchema } from '@rental/platform/types';

export type Unit = ApiSchema<'UnitView'>;
export type UnitDetail = ApiSchema<'UnitDetailView'>;
export type Kit = ApiSchema<'KitView'>;
export type OrderUnits = ApiSchema<'OrderUnitsView'>;
export type OrderUnitsSaved = ApiSchema<'OrderUnitsSaved'>;

/** A 409 for a change that would leave bookings without units: its message names them (`bookings`). */
export function bookingsShortBy(failure: unknown): string[] {
  if (!failure || typeof failure !== 'object' || (failure as { status?: unknown }).status !== 409) return [];
  const bookings = (failure as { data?: { bookings?: unknown } }).data?.bookings;
  return Array.isArray(bookings) ? bookings.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * A bookings-short refusal in staff's words: what is short (the server's `summary`, or its text
 * without the instruction meant for API clients) and what going ahead means for those bookings.
 */
export function bookingsShortText(failure: unknown): string {
  const data = (failure as { data?: { summary?: unknown; error?: unknown } } | null)?.data;
  const summary = typeof data?.summary === 'string' ? data.summary : typeof data?.error === 'string' ? data.error.replace(/\s*Send force: true\b.*$/s, '') : '';
  return `${summary} If you go ahead, those bookings are short: give them other units, or call the customers to change them.`.trim();
}

const unitsOf = (key: string) => ({ type: 'Product' as const, id: `units:${key}` });
const kitOf = (key: string) => ({ type: 'Product' as const, id: `kit:${key}` });
const orderUnits = (orderId: string) => ({ type: 'Order' as const, id: `units:${orderId}` });
const UNITS = { type: 'Product' as const, id: 'UNITS' };
const ORDERS = { type: 'Order' as const, id: 'LIST' };
const PRODUCTS = { type: 'Product' as const, id: 'LIST' };
const path = (text: string) => encodeURIComponent(text);

export const unitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminKit: build.query<Kit, string>({
      query: (key) => `/api/products/${path(key)}/kit`,
      providesTags: (_kit, _error, key) => [kitOf(key)],
    }),
    adminSetKit: build.mutation<Kit, { key: string; components: { key: string; qty: number }[] }>({
      query: ({ key, components }) => ({ url: `/api/products/${path(key)}/kit`, method: 'PUT', body: { components } }),
      invalidatesTags: (_kit, _error, { key }) => [kitOf(key), 'Availability'],
    }),
    adminUnits: build.query<Unit[], string>({
      query: (key) => `/api/products/${path(key)}/units`,
      providesTags: (_units, _error, key) => [unitsOf(key), UNITS],
    }),
    adminAddUnits: build.mutation<{ message: string; units: Unit[] }, { key: string; count: number }>({
      query: ({ key, count }) => ({ url: `/api/products/${path(key)}/units`, method: 'POST', body: { count } }),
      invalidatesTags: (_result, _error, { key }) => [unitsOf(key), { type: 'Product', id: key }, PRODUCTS, 'Availability'],
    }),
    adminUnit: build.query<UnitDetail, string>({
      query: (tag) => `/api/units/${path(tag)}`,
      providesTags: [UNITS],
    }),
    /** `force`: go ahead although bookings need the unit (the first try's 409 names them). */
    adminRepairUnit: build.mutation<{ message: string; unit: Unit }, { tag: string; reason: string; backOn: string; force?: boolean }>({
      query: ({ tag, ...body }) => ({ url: `/api/units/${path(tag)}/repair`, method: 'PUT', body }),
      invalidatesTags: [UNITS, 'Availability'],
    }),
    adminUnitRepaired: build.mutation<{ message: string; unit: Unit }, string>({
      query: (tag) => ({ url: `/api/units/${path(tag)}/repaired`, method: 'PUT' }),
      invalidatesTags: [UNITS, 'Availability'],
    }),
    /** Retiring lowers the stock by one, so the product is read again. `force` as for repair. */
    adminRetireUnit: build.mutation<{ message: string; unit: Unit }, { tag: string; reason?: string; force?: boolean }>({
      query: ({ tag, reason, force }) => ({ url: `/api/units/${path(tag)}/retire`, method: 'PUT', body: { ...(reason ? { reason } : {}), ...(force ? { force } : {}) } }),
      invalidatesTags: (result) => [UNITS, PRODUCTS, 'Availability', ...(result ? [{ type: 'Product' as const, id: result.unit.productKey }] : [])],
    }),
    /** The label page (SVG) as an object URL, opened for printing. */
    adminUnitLabels: build.mutation<string, string>({
      query: (key) => ({ url: `/api/products/${path(key)}/units/labels`, responseHandler: fileAsObjectUrl }),
    }),
    adminOrderUnits: build.query<OrderUnits, string>({
      query: (orderId) => `/api/orders/${path(orderId)}/units`,
      providesTags: (_units, _error, orderId) => [orderUnits(orderId)],
    }),
    adminAssignUnit: build.mutation<OrderUnitsSaved, { orderId: string; tag: string }>({
      query: ({ orderId, tag }) => ({ url: `/api/orders/${path(orderId)}/units`, method: 'POST', body: { tag } }),
      invalidatesTags: (_result, _error, { orderId }) => [orderUnits(orderId), UNITS],
    }),
    adminUnassignUnit: build.mutation<OrderUnitsSaved, { orderId: string; tag: string }>({
      query: ({ orderId, tag }) => ({ url: `/api/orders/${path(orderId)}/units/${path(tag)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { orderId }) => [orderUnits(orderId), UNITS],
    }),
    adminReturnUnit: build.mutation<OrderUnitsSaved, { orderId: string; tag: string }>({
      query: ({ orderId, tag }) => ({ url: `/api/orders/${path(orderId)}/units/${path(tag)}/return`, method: 'PUT' }),
      invalidatesTags: (_result, _error, { orderId }) => [orderUnits(orderId), UNITS, ORDERS, 'Availability'],
    }),
  }),
});

export const {
  useAdminKitQuery,
  useAdminSetKitMutation,
  useAdminUnitsQuery,
  useAdminAddUnitsMutation,
  useAdminUnitQuery,
  useLazyAdminUnitQuery,
  useAdminRepairUnitMutation,
  useAdminUnitRepairedMutation,
  useAdminRetireUnitMutation,
  useAdminUnitLabelsMutation,
  useAdminOrderUnitsQuery,
  useAdminAssignUnitMutation,
  useAdminUnassignUnitMutation,
  useAdminReturnUnitMutation,
} = unitsApi;
