import type { ListScreen } from './useListQuery';

/** /admin/payments' filters in the URL (newest first, no other order). */
export const PAYMENT_LIST = { filters: ['status', 'provider', 'kind', 'from', 'to'], defaultSort: { sort: 'createdAt', dir: 'desc' } } as const satisfies ListScreen;
