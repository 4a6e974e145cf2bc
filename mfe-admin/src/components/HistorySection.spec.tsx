import { render, screen } from '@testing-library/react';
import type { AuditEntry } from '../api/adminApi';
import { AuditChanges } from './HistorySection';
import { auditFieldLabel, auditValue } from './auditWords';
import { OrderStatusTag } from './OrderStatusTag';

// An order's History speaks the screen's words, not the API's field names.
const entry = (overrides: Partial<AuditEntry>): AuditEntry =>
  ({ _id: '1', at: '2026-11-20T10:00:00.000Z', actor: 'admin@example.com', entityType: 'order', entityId: 'ORD0007', action: 'extended', before: null, after: null, ...overrides }) as AuditEntry;

describe("an order's History", () => {
  it('names the fields as the order dialog does and shows amounts as money, days as days', () => {
    const { container } = render(
      <AuditChanges
        entry={entry({
          before: { endingDate: '2026-12-03', days: 2, totalAmount: 10350, status: 'Pending' },
          after: { endingDate: '2026-12-05', days: 4, totalAmount: 20700.5, status: 'approved' },
        })}
      />,
    );
    const line = (label: string) => screen.getByText(label).closest('li') as HTMLElement;
    expect(line('End date')).toHaveTextContent('End date: 3 Dec 2026 → 5 Dec 2026');
    expect(line('Total')).toHaveTextContent('Total: Rs 10,350.00 → Rs 20,700.50');
    expect(line('Days')).toHaveTextContent('Days: 2 days → 4 days');
    expect(line('Status')).toHaveTextContent('Status: Pending → Approved');
    for (const raw of ['endingDate', 'totalAmount', 'approved', '10350']) expect(container).not.toHaveTextContent(raw);
  });

  it('lists what a new booking had, in the same words', () => {
    render(<AuditChanges entry={entry({ action: 'created', after: { status: 'Pending', startingDate: '2026-12-01', tax: 0, pickedUpAt: null, depositRefundReason: null } })} />);
    expect(screen.getByText('Start date').closest('li')).toHaveTextContent('Start date: 1 Dec 2026');
    expect(screen.getByText('Tax').closest('li')).toHaveTextContent('Tax: Rs 0.00');
    expect(screen.queryByText('Picked up')).not.toBeInTheDocument();
  });

  it("puts a field this build does not know in words, and a user's block as the users list does", () => {
    expect(auditFieldLabel('depositRefundedAt')).toBe('Deposit refunded at');
    expect(auditValue(true, 'isBlocked', 'user')).toBe('BLOCKED');
    expect(auditValue('repair', 'status', 'unit')).toBe('In repair');
  });
});

describe('OrderStatusTag', () => {
  it("shows the API's statuses with one capitalisation", () => {
    render(
      <>
        {['Pending', 'approved', 'Rejected', 'Cancelled', 'Expired'].map((status) => (
          <OrderStatusTag key={status} status={status} />
        ))}
      </>,
    );
    expect(screen.getAllByText(/^(Pending|Approved|Rejected|Cancelled|Expired)$/).map((tag) => tag.textContent)).toEqual(['Pending', 'Approved', 'Rejected', 'Cancelled', 'Expired']);
  });
});
