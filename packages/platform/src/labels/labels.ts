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

/**
 * What an order's PDF is (GET /api/orders/{id}/invoice), as the server titles it: only an approved
 * order is an invoice; a Pending one is a booking confirmation, and a cancelled, rejected or expired
 * one says so. `name` is for buttons ('Download booking confirmation').
 */
export function paperworkOf(order: { orderId: string; status: string }): { name: string; fileName: string } {
  const kind =
    order.status === 'Pending'
      ? { name: 'booking confirmation', file: 'booking-confirmation' }
      : order.status === 'Cancelled' || order.status === 'Rejected' || order.status === 'Expired'
        ? { name: `${order.status.toLowerCase()} booking`, file: `${order.status.toLowerCase()}-booking` }
        : { name: 'invoice', file: 'invoice' };
  return { name: kind.name, fileName: `${kind.file}-${order.orderId}.pdf` };
}
