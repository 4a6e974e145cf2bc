/**
 * The shop's words for values the API spells its own way, one map for every screen. The API keeps
 * its values ('approved', 'Rejected', as the spec sets them); screens show these labels.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  Pending: 'Pending',
  approved: 'Approved',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
  Expired: 'Expired',
};

/** An order status as screens show it: 'approved' → 'Approved'; a value this build does not know, capitalised. */
export function orderStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return ORDER_STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
