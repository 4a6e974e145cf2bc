// Delivery and collection: the zones, windows and settings (admins), and the day's runs
// (staff). Kept apart from adminApi.ts; marking a stop done uses adminApi's pick-up and return.
import { api } from '@rental/platform';
import { fileAsObjectUrl } from '@rental/platform/download';
import type { DeliveryBand, DeliverySetup, DeliveryWindow, DeliveryZone, Runs } from '@rental/platform/types';

const SETUP = { type: 'Order' as const, id: 'DELIVERY-SETUP' };
const RUNS = { type: 'Order' as const, id: 'LIST' };

export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    deliverySetup: build.query<DeliverySetup, void>({
      query: () => '/api/admin/delivery',
      providesTags: [SETUP],
    }),
    saveDeliverySettings: build.mutation<DeliverySetup, { freeDeliveryFrom: number | null; weekdays: number[] }>({
      query: (body) => ({ url: '/api/admin/delivery/settings', method: 'PUT', body }),
      invalidatesTags: [SETUP],
    }),
    /** The shop's location and every distance band, replaced together. */
    saveDeliveryDistance: build.mutation<DeliverySetup, { shopLatitude: number | null; shopLongitude: number | null; bands: DeliveryBand[] }>({
      query: (body) => ({ url: '/api/admin/delivery/distance', method: 'PUT', body }),
      invalidatesTags: [SETUP],
    }),
    addDeliveryZone: build.mutation<DeliveryZone, { city: string; fee: number }>({
      query: (body) => ({ url: '/api/admin/delivery/zones', method: 'POST', body }),
      invalidatesTags: [SETUP],
    }),
    updateDeliveryZone: build.mutation<DeliveryZone, { id: number; city: string; fee: number }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/delivery/zones/${id}`, method: 'PUT', body }),
      invalidatesTags: [SETUP],
    }),
    deleteDeliveryZone: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/api/admin/delivery/zones/${id}`, method: 'DELETE' }),
      invalidatesTags: [SETUP],
    }),
    addDeliveryWindow: build.mutation<DeliveryWindow, { startsAt: string; endsAt: string; capacity: number }>({
      query: (body) => ({ url: '/api/admin/delivery/windows', method: 'POST', body }),
      invalidatesTags: [SETUP],
    }),
    updateDeliveryWindow: build.mutation<DeliveryWindow, { id: number; startsAt: string; endsAt: string; capacity: number }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/delivery/windows/${id}`, method: 'PUT', body }),
      invalidatesTags: [SETUP],
    }),
    deleteDeliveryWindow: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/api/admin/delivery/windows/${id}`, method: 'DELETE' }),
      invalidatesTags: [SETUP],
    }),
    /** The day's deliveries and collections in time order; a pick-up or return refreshes it (the orders' tag). */
    runsOfDay: build.query<Runs, string>({
      query: (date) => ({ url: '/api/admin/runs', params: { date } }),
      providesTags: [RUNS],
    }),
    downloadRunSheet: build.mutation<string, string>({
      query: (date) => ({ url: '/api/admin/runs/sheet', params: { date }, responseHandler: fileAsObjectUrl }),
    }),
  }),
});

export const {
  useDeliverySetupQuery,
  useSaveDeliverySettingsMutation,
  useSaveDeliveryDistanceMutation,
  useAddDeliveryZoneMutation,
  useUpdateDeliveryZoneMutation,
  useDeleteDeliveryZoneMutation,
  useAddDeliveryWindowMutation,
  useUpdateDeliveryWindowMutation,
  useDeleteDeliveryWindowMutation,
  useRunsOfDayQuery,
  useDownloadRunSheetMutation,
} = deliveryApi;
