// The planner (staff and admins) and the reports (admins). Kept apart from adminApi.ts; reads only.
import { api } from '@rental/platform';

export type PlannerState = 'Pending' | 'approved' | 'out' | 'late' | 'returned';

/** A bar on a planner row: a booking (with its state), the turnaround after one, a repair, or a unit's inspection due or overdue. */
export interface PlannerBar {
  kind: 'booking' | 'turnaround' | 'repair' | 'inspection';
  /** For an inspection: overdue (through today) or due (on the day it falls due). */
  inspection?: 'overdue' | 'due';
  state?: PlannerState;
  orderId?: string;
  quantity?: number;
  from: string;
  until: string;
  /** First day shown, from the range's first day (0). */
  at: number;
  span: number;
  note?: string;
}

export interface PlannerRow {
  id: string;
  kind: 'product' | 'unit';
  productKey: string;
  name: string;
  category: string;
  stock: number;
  status?: string;
  bars: PlannerBar[];
}

export interface PlannerView {
  from: string;
  until: string;
  days: number;
  today: string;
  rows: PlannerRow[];
  truncated: boolean;
}

export interface PlannerArgs {
  from?: string;
  weeks: number;
  category?: string;
  q?: string;
}

export const REPORT_NAMES = ['revenue', 'bookings', 'utilisation', 'top-products', 'late-returns', 'deposits'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export type ReportInterval = 'day' | 'week' | 'month';

export interface ReportMeasure {
  key: string;
  label: string;
  unit: 'money' | 'count' | 'days' | 'percent' | 'text' | 'date';
}

export interface ReportPoint {
  period: string;
  values: Record<string, number>;
}

export interface ReportView {
  report: ReportName;
  from: string;
  to: string;
  interval: ReportInterval;
  previous: { from: string; to: string };
  measures: ReportMeasure[];
  series: ReportPoint[];
  previousSeries: ReportPoint[];
  totals: Record<string, number>;
  previousTotals: Record<string, number>;
  columns: ReportMeasure[];
  rows: Record<string, string | number>[];
  rowCount: number;
  idle?: Record<string, string | number>[];
}

export interface ReportArgs {
  report: ReportName;
  from: string;
  to: string;
  interval: ReportInterval;
}

const defined = (args: object) => Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== ''));

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPlanner: build.query<PlannerView, PlannerArgs>({
      query: (args) => ({ url: '/api/admin/planner', params: defined(args) }),
      providesTags: [{ type: 'Order' as const, id: 'LIST' }],
    }),
    adminReport: build.query<ReportView, ReportArgs>({
      query: ({ report, ...args }) => ({ url: `/api/admin/reports/${report}`, params: defined(args) }),
      providesTags: [{ type: 'Order' as const, id: 'LIST' }],
    }),
  }),
});

export const { useAdminPlannerQuery, useAdminReportQuery } = reportsApi;
