import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Order } from '@rental/platform/types';
import { pendingOrder } from '@rental/platform/jest/fixtures';
import { BookingConfirmation } from './BookingConfirmation';

// What is due at pick-up counts the deposit: Rs 5,800, not the rental's Rs 1,800 alone.
const order = (fields: Partial<Order> = {}): Order => pendingOrder(fields);

const renderConfirmation = (booked: Order) =>
  render(
    <MemoryRouter>
      <BookingConfirmation order={booked} />
    </MemoryRouter>,
  );

const figure = (label: string) => within(screen.getByLabelText('Figures of ORD0007')).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('booking confirmation: the money the customer is told', () => {
  it('says what is due at pick-up (the rental and the deposit), what the deposit is and that it comes back', () => {
    renderConfirmation(order());
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent(
      'Nothing to pay now. You pay Rs 5,800.00 when you pick up the gear on Mon, 14 Dec 2026: Rs 1,800.00 for the rental and a Rs 4,000.00 deposit, which you get back when you return the gear.',
    );
    expect(figure('Rental total')).toBe('Rs 1,800.00');
    expect(figure('Deposit (refundable)')).toBe('Rs 4,000.00');
    expect(figure('Due at pick-up')).toBe('Rs 5,800.00');
    expect(figure('Back to you at return')).toBe('Rs 4,000.00');
    expect(confirmation).toHaveTextContent('Status: Pending until the shop approves it.');
  });

  it("shows the server's rental charges and tax, and never adds them up itself", () => {
    // Figures no sum in the browser would give: the server's are shown as they are.
    renderConfirmation(order({ subtotal: 1525.42, taxRate: 18, tax: 274.58, totalAmount: 1800, deposit: 4000, amountDue: 5800.01 }));
    expect(figure('Rental charges')).toBe('Rs 1,525.42');
    expect(figure('Tax (18%)')).toBe('Rs 274.58');
    expect(figure('Due at pick-up')).toBe('Rs 5,800.01');
  });

  it('without a deposit: the rental total is what is due, and no deposit is mentioned', () => {
    renderConfirmation(order({ deposit: 0, amountDue: 1800 }));
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to pay now. You pay Rs 1,800.00 when you pick up the gear on Mon, 14 Dec 2026.');
    expect(figure('Due at pick-up')).toBe('Rs 1,800.00');
    expect(screen.queryByText(/deposit/i)).toBeNull();
    expect(screen.queryByText('Back to you at return')).toBeNull();
  });

  it('reads an older answer without the figures as the total due', () => {
    const { subtotal: _s, tax: _t, deposit: _d, amountDue: _a, ...older } = order();
    renderConfirmation(older as Order);
    expect(figure('Rental total')).toBe('Rs 1,800.00');
    expect(figure('Due at pick-up')).toBe('Rs 1,800.00');
    expect(screen.queryByText('Rental charges')).toBeNull();
  });
});
