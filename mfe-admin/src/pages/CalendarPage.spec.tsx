import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@rental/platform/jest/fixtures';
import { renderAdmin } from '../test/renderAdmin';

jest.setTimeout(120_000);

describe('CalendarPage', () => {
  it('makes an address, shows it once with a copy button, and revokes it', async () => {
    let feeds: { scope: string; createdAt: string }[] = [];
    const address = 'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';
    const { network } = renderAdmin('/admin/calendar', {
      'GET /api/users/': { body: userWithRole('staff') },
      'GET /api/users/me/calendar': () => ({ body: { feeds, shopAllowed: false } }),
      'POST /api/users/me/calendar': () => {
        feeds = [{ scope: 'own', createdAt: '2026-12-01T10:00:00.000Z' }];
        return { status: 201, body: { message: 'Calendar address made: add it to your calendar app. It is shown only now', scope: 'own', createdAt: feeds[0].createdAt, address } };
      },
      'DELETE /api/users/me/calendar/own': () => {
        feeds = [];
        return { body: { message: 'Calendar address revoked' } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make an address' }, { timeout: 30_000 }));
    // Staff have their own calendar only.
    expect(screen.queryByText('The whole shop')).toBeNull();
    expect(network.callsTo('POST', '/api/users/me/calendar')[0].body).toEqual({ scope: 'own' });
    expect(await screen.findByLabelText('Calendar address: My pick-ups and returns')).toHaveValue(address);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(network.callsTo('DELETE', '/api/users/me/calendar/own')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Make an address' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Calendar address: My pick-ups and returns')).toBeNull();
  });

  it("offers admins the whole shop's calendar and says which addresses are live", async () => {
    renderAdmin('/admin/calendar', { 'GET /api/users/me/calendar': { body: { feeds: [{ scope: 'shop', createdAt: '2026-12-01T10:00:00.000Z' }], shopAllowed: true } } });
    expect(await screen.findByText('The whole shop', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make an address' })).toBeInTheDocument();
    expect(screen.getByText(/An address made .* is live\./)).toBeInTheDocument();
  });
});
