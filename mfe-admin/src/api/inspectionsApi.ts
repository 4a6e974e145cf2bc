// Recurring inspections of tracked units (checks per product, the due list, pass or fail) and the
// secret calendar addresses of staff. The cache tags are the kernel's own ('Product', 'Availability', 'User').
import { api } from '@rental/platform';
import type { ApiSchema } from '@rental/platform/types';

export type InspectionRule = ApiSchema<'InspectionRuleView'>;
export type InspectionDue = ApiSchema<'InspectionDueView'>;
export type InspectionsDue = ApiSchema<'InspectionsDueView'>;
export type UnitInspections = ApiSchema<'UnitInspectionsView'>;
export type CalendarFeeds = ApiSchema<'CalendarFeedsView'>;
export type CalendarFeedMade = ApiSchema<'CalendarFeedMade'>;
export type CalendarScope = CalendarFeedMade['scope'];

const RULES = (key: string) => ({ type: 'Product' as const, id: `inspections:${key}` });
const DUE = { type: 'Product' as const, id: 'INSPECTIONS' };
const UNITS = { type: 'Product' as const, id: 'UNITS' };
const FEEDS = { type: 'User' as const, id: 'CALENDAR' };
const path = (text: string) => encodeURIComponent(text);

export interface InspectionRuleInput {
  name: string;
  everyDays: number | null;
  afterRentals: number | null;
}

export interface InspectionResultInput {
  tag: string;
  ruleId: number;
  result: 'passed' | 'failed';
  note?: string;
  backOn?: string;
  force?: boolean;
}

export const inspectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminInspectionRules: build.query<ApiSchema<'InspectionRulesView'>, string>({
      query: (key) => `/api/products/${path(key)}/inspections`,
      providesTags: (_rules, _error, key) => [RULES(key)],
    }),
    adminAddInspectionRule: build.mutation<ApiSchema<'InspectionRuleSaved'>, { key: string } & InspectionRuleInput>({
      query: ({ key, ...body }) => ({ url: `/api/products/${path(key)}/inspections`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { key }) => [RULES(key), DUE, 'Availability'],
    }),
    adminSaveInspectionRule: build.mutation<ApiSchema<'InspectionRuleSaved'>, { key: string; id: number } & InspectionRuleInput>({
      query: ({ key: _key, id, ...body }) => ({ url: `/api/inspections/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { key }) => [RULES(key), DUE, 'Availability'],
    }),
    adminRemoveInspectionRule: build.mutation<{ message: string }, { key: string; id: number }>({
      query: ({ id }) => ({ url: `/api/inspections/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { key }) => [RULES(key), DUE, 'Availability'],
    }),
    adminInspectionsDue: build.query<InspectionsDue, void>({
      query: () => '/api/admin/inspections/due',
      providesTags: [DUE],
    }),
    adminSaveInspectionSettings: build.mutation<ApiSchema<'InspectionSettingsSaved'>, { blockOverdue: boolean }>({
      query: (body) => ({ url: '/api/admin/inspections/settings', method: 'PUT', body }),
      invalidatesTags: [DUE, 'Availability'],
    }),
    adminUnitInspections: build.query<UnitInspections, string>({
      query: (tag) => `/api/units/${path(tag)}/inspections`,
      providesTags: [DUE],
    }),
    adminRecordInspection: build.mutation<ApiSchema<'InspectionRecorded'>, InspectionResultInput>({
      query: ({ tag, ...body }) => ({ url: `/api/units/${path(tag)}/inspections`, method: 'POST', body }),
      invalidatesTags: [DUE, UNITS, 'Availability'],
    }),
    calendarFeeds: build.query<CalendarFeeds, void>({
      query: () => '/api/users/me/calendar',
      providesTags: [FEEDS],
    }),
    makeCalendarFeed: build.mutation<CalendarFeedMade, CalendarScope>({
      query: (scope) => ({ url: '/api/users/me/calendar', method: 'POST', body: { scope } }),
      invalidatesTags: [FEEDS],
    }),
    revokeCalendarFeed: build.mutation<{ message: string }, CalendarScope>({
      query: (scope) => ({ url: `/api/users/me/calendar/${scope}`, method: 'DELETE' }),
      invalidatesTags: [FEEDS],
    }),
  }),
});

export const {
  useAdminInspectionRulesQuery,
  useAdminAddInspectionRuleMutation,
  useAdminSaveInspectionRuleMutation,
  useAdminRemoveInspectionRuleMutation,
  useAdminInspectionsDueQuery,
  useAdminSaveInspectionSettingsMutation,
  useAdminUnitInspectionsQuery,
  useAdminRecordInspectionMutation,
  useCalendarFeedsQuery,
  useMakeCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = inspectionsApi;
