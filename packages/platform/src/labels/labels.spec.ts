import { ORDER_STATUS_LABELS, orderStatusLabel } from '@rental/platform/labels';

describe('orderStatusLabel', () => {
  it("shows every status the API answers with one capitalisation: 'approved' as 'Approved'", () => {
    expect(['Pending', 'approved', 'Rejected', 'Cancelled', 'Expired'].map(orderStatusLabel)).toEqual(['Pending', 'Approved', 'Rejected', 'Cancelled', 'Expired']);
    for (const label of Object.values(ORDER_STATUS_LABELS)) expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
  });

  it('capitalises a value from a newer API and shows nothing for none', () => {
    expect(orderStatusLabel('returned')).toBe('Returned');
    expect(orderStatusLabel(undefined)).toBe('');
  });
});
