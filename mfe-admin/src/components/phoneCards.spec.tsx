import { screen } from '@testing-library/react';
import { customer, paged, product, renderAdmin } from '../test/renderAdmin';

// On a phone the users, items and outbox lists are cards (as the
// orders list already is), every cell labelled with its column, not a table cut off at the side.
jest.setTimeout(120_000);

const cardsOf = async (tableName: string) => {
  const table = await screen.findByRole('table', { name: tableName }, { timeout: 30_000 });
  const row = await (async () => {
    for (let i = 0; i < 100; i++) {
      const found = table.querySelector('tbody tr:not(.admin-table__empty)');
      if (found) return found as HTMLElement;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no row in ${tableName}`);
  })();
  expect(table.closest('.admin-table')).toHaveClass('admin-table--cards');
  return Object.fromEntries([...row.querySelectorAll('td')].map((td) => [td.getAttribute('data-label'), td.textContent]));
};

describe('back-office lists on a phone', () => {
  it('users: each account a card with its name, e-mail, role and status labelled', async () => {
    renderAdmin('/admin/users', { 'GET /api/admin/users': { body: paged([customer(1)]) } });
    expect(await cardsOf('Users')).toMatchObject({ Name: expect.any(String), Email: customer(1).email, Status: expect.stringMatching(/ACTIVE|BLOCKED/) });
  });

  it('items: each item a card with its key, name, price and stock labelled', async () => {
    renderAdmin('/admin/items', { 'GET /api/admin/products': { body: paged([product('SPK-1', { stock: 4 })]) } });
    expect(await cardsOf('Items')).toMatchObject({ Key: 'SPK-1', Name: expect.any(String), Price: expect.stringMatching(/^Rs /), Stock: '4' });
  });

  it('outbox: each e-mail a card with its mail, order, recipient and status labelled', async () => {
    renderAdmin('/admin/outbox', {
      'GET /api/admin/outbox': {
        body: paged([{ id: 1, kind: 'booking-received', orderId: 'ORD0001', recipient: 'nimal@example.com', subject: 'We received your booking', status: 'sent', attempts: 1, lastError: null, nextAttemptAt: null, sentAt: '2026-12-01T10:05:00', createdAt: '2026-12-01T10:04:00' }]),
      },
    });
    expect(await cardsOf('E-mails')).toMatchObject({ Order: 'ORD0001', To: 'nimal@example.com', Status: 'sent' });
  });
});
