import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage } from '../api/adminApi';
import { paged, renderAdmin } from '../test/renderAdmin';

jest.setTimeout(120_000); // antd's table and modal mount cold in jsdom on a busy machine

const message = (id: number, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: String(id),
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  subject: `Question ${id}`,
  message: `Do you rent fog machines? (${id})`,
  createdAt: '2026-12-01T10:04:00',
  ...overrides,
});

describe('MessagesPage', () => {
  it("lists the Contact page's messages as the server sends them and opens one with a way to answer", async () => {
    const { network } = renderAdmin('/admin/messages', {
      'GET /api/admin/contact-messages': { body: paged([message(2, { message: 'My account is blocked.\nPlease help.' }), message(1)]) },
    });
    const table = (await screen.findByText('Question 2', {}, { timeout: 30_000 })).closest('table') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Visitor 2 <visitor2@example.com>');
    expect(rows[0]).toHaveTextContent('1 Dec 2026');
    expect(rows[1]).toHaveTextContent('Question 1');
    const asked = new URL(network.callsTo('GET', '/api/admin/contact-messages')[0].url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ page: '1', limit: '20' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the message from Visitor 2: Question 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Message')).toHaveTextContent('My account is blocked. Please help.');
    expect(within(dialog).getByRole('link', { name: 'Answer by e-mail' })).toHaveAttribute('href', 'mailto:visitor2@example.com?subject=Re%3A%20Question%202');
  });

  it('says so when there are no messages', async () => {
    renderAdmin('/admin/messages', { 'GET /api/admin/contact-messages': { body: paged([]) } });
    expect(await screen.findByText('No messages yet', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});
