import { ORDER_STATUS_LABELS, orderStatusLabel, paperworkOf } from '@rental/platform/labels';

describe('orderStatusLabel', () => {
  it("shows every status the API sends with one capitalisation: 'approved' as 'Approved'", () => {
    expect(['Pending', 'approved', 'Rejected', 'Cancelled', 'Expired'].map(orderStatusLabel)).toEqual(['Pending', 'Approved', 'Rejected', 'Cancelled', 'Expired']);
    for (const label of Object.values(ORDER_STATUS_LABELS)) expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
  });

  it('capitalises a value from a newer API and shows nothing for none', () => {
    expect(orderStatusLabel('returned')).toBe('Returned');
    expect(orderStatusLabel(undefined)).toBe('');
  });
});

describe('paperworkOf', () => {
  it('calls only an approved order an invoice, as the server titles the PDF', () => {
    const of = (status: string) => paperworkOf({ orderId: 'ORD0007', status });
    expect(of('approved')).toEqual({ name: 'invoice', fileName: 'invoice-ORD0007.pdf' });
    expect(of('Pending')).toEqual({ name: 'booking confirmation', fileName: 'booking-confirmation-ORD0007.pdf' });
    expect(of('Cancelled')).toEqual({ name: 'cancelled booking', fileName: 'cancelled-booking-ORD0007.pdf' });
    expect(of('Rejected')).toEqual({ name: 'rejected booking', fileName: 'rejected-booking-ORD0007.pdf' });
    expect(of('Expired')).toEqual({ name: 'expired booking', fileName: 'expired-booking-ORD0007.pdf' });
  });
});
