import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customer, paged, renderAdmin } from '../test/renderAdmin';

// The first test mounts the lazy screen and antd's table and filters cold: slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

describe('UsersPage', () => {
  it('lists every user with an ACTIVE or BLOCKED status', async () => {
    renderAdmin('/admin/users', { 'GET /api/admin/users': { body: paged([customer(1), customer(2, { isBlocked: true })]) } });
    const first = (await screen.findByText('customer1@example.com')).closest('tr') as HTMLElement;
    expect(within(first).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(first).getByText('Cara 1')).toBeInTheDocument();
    const second = screen.getByText('customer2@example.com').closest('tr') as HTMLElement;
    expect(within(second).getByText('BLOCKED')).toBeInTheDocument();
  });

  it('marks an account whose address is not verified yet', async () => {
    renderAdmin('/admin/users', { 'GET /api/admin/users': { body: paged([customer(1, { emailVerified: true }), customer(2, { emailVerified: false })]) } });
    const verified = (await screen.findByText('customer1@example.com')).closest('tr') as HTMLElement;
    expect(within(verified).queryByText('Not verified')).not.toBeInTheDocument();
    const unverified = screen.getByText('customer2@example.com').closest('tr') as HTMLElement;
    expect(within(unverified).getByText('Not verified')).toBeInTheDocument();
  });

  it('clicking the status cell toggles the user through the e-mail, then the list reloads', async () => {
    let blocked = false;
    const { network } = renderAdmin('/admin/users', {
      'GET /api/admin/users': () => ({ body: paged([customer(1, { email: 'a+b@example.com', isBlocked: blocked })]) }),
      'PUT /api/users/block/a%2Bb%40example.com': () => {
        blocked = !blocked;
        return { body: customer(1, { email: 'a+b@example.com', isBlocked: blocked }) };
      },
    });
    const user = userEvent.setup();
    const row = (await screen.findByText('a+b@example.com')).closest('tr') as HTMLElement;
    // The cell itself, not only the button inside it.
    await user.click(within(row).getByText('ACTIVE').closest('td') as HTMLElement);
    // It asks first.
    await user.click(within(await screen.findByRole('dialog', { name: 'Block a+b@example.com?' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('a+b@example.com is now BLOCKED')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('a+b@example.com').closest('tr') as HTMLElement).getByText('BLOCKED')).toBeInTheDocument());
    const put = network.callsTo('PUT', '/api/users/block/a%2Bb%40example.com');
    expect(put).toHaveLength(1);
    // Encoded, so a '+' or '/' in an address cannot change the route.
    expect(put[0].url).toBe('http://localhost:3000/api/users/block/a%2Bb%40example.com');

    await user.click(screen.getByRole('button', { name: 'BLOCKED Unblock… a+b@example.com' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unblock a+b@example.com?' })).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('a+b@example.com is now ACTIVE')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/users/block/a%2Bb%40example.com')).toHaveLength(2);
  });

  it("shows the server's error when the toggle is refused", async () => {
    renderAdmin('/admin/users', {
      'GET /api/admin/users': { body: paged([customer(1, { email: 'admin@example.com', role: 'admin' })]) },
      'PUT /api/users/block/admin%40example.com': { status: 400, body: { error: 'You cannot block your own account', statusCode: 400 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ACTIVE Block… admin@example.com' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Block admin@example.com?' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You cannot block your own account')).toBeInTheDocument();
  });

  it("shows each account's two-step state; Reset second factor and End sessions ask first, then call the API by e-mail", async () => {
    let twoFactor = true;
    const { network } = renderAdmin('/admin/users', {
      'GET /api/admin/users': () => ({ body: paged([customer(1, { role: 'staff', twoFactor } as never), customer(2)]) }),
      'POST /api/users/two-factor-reset/customer1%40example.com': () => {
        twoFactor = false;
        return { body: { message: 'Second factor reset' } };
      },
      'POST /api/users/end-sessions/customer2%40example.com': { body: { message: '2 sessions ended', ended: 2 } },
    });
    const user = userEvent.setup();
    const staffRow = (await screen.findByText('customer1@example.com')).closest('tr') as HTMLElement;
    expect(within(staffRow).getByText('ON')).toBeInTheDocument();
    expect(within(screen.getByText('customer2@example.com').closest('tr') as HTMLElement).getByText('OFF')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset second factor… customer2@example.com' })).not.toBeInTheDocument();

    await user.click(within(staffRow).getByRole('button', { name: 'Reset second factor… customer1@example.com' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset the second factor of customer1@example.com?' })).getByRole('button', { name: 'Reset second factor' }));
    expect(await screen.findByText('customer1@example.com: Second factor reset')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/users/two-factor-reset/customer1%40example.com')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByText('customer1@example.com').closest('tr') as HTMLElement).getByText('OFF')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'End sessions… customer2@example.com' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'End every session of customer2@example.com?' })).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('customer2@example.com: 2 sessions ended')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/users/end-sessions/customer2%40example.com')).toHaveLength(1);
  });

  it('the search and the blocked filter are in the URL and sent to the server', async () => {
    const { network } = renderAdmin('/admin/users?blocked=true', { 'GET /api/admin/users': { body: paged([customer(2, { isBlocked: true })]) } });
    expect(await screen.findByText('customer2@example.com')).toBeInTheDocument();
    expect(new URL(network.callsTo('GET', '/api/admin/users')[0].url).searchParams.get('blocked')).toBe('true');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search users' }), 'cara{Enter}');
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/users')).toHaveLength(2));
    const asked = new URL(network.callsTo('GET', '/api/admin/users')[1].url).searchParams;
    expect([asked.get('q'), asked.get('blocked'), asked.get('sort'), asked.get('order')]).toEqual(['cara', 'true', 'createdAt', 'desc']);
  });

  it('the Role control grants staff through the e-mail; an admin sees their own role but cannot change it', async () => {
    let role: 'customer' | 'staff' = 'customer';
    const { network } = renderAdmin('/admin/users', {
      'GET /api/admin/users': () => ({ body: paged([customer(1, { role }), customer(9, { email: 'admin@example.com', role: 'admin' })]) }),
      'PUT /api/users/role/customer1%40example.com': (call) => {
        role = (call.body as { role: typeof role }).role;
        return { body: customer(1, { role }) };
      },
    });
    const user = userEvent.setup();
    await screen.findByText('customer1@example.com');
    // The signed-in admin's own row shows the role as text, with no control.
    expect(screen.queryByRole('combobox', { name: 'Role of admin@example.com' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of customer1@example.com' }), 'staff');
    await user.click(within(await screen.findByRole('dialog', { name: 'Make customer1@example.com staff?' })).getByRole('button', { name: 'Make staff' }));
    expect(await screen.findByText('customer1@example.com is now staff')).toBeInTheDocument();
    const put = network.callsTo('PUT', '/api/users/role/customer1%40example.com');
    expect(put.map((call) => call.body)).toEqual([{ role: 'staff' }]);
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/users')).toHaveLength(2));
  });

  it('making a customer staff and blocking both ask first, say what they do, and change nothing when cancelled', async () => {
    const { network } = renderAdmin('/admin/users', { 'GET /api/admin/users': { body: paged([customer(1)]) } });
    const user = userEvent.setup();
    const row = (await screen.findByText('customer1@example.com')).closest('tr') as HTMLElement;
    // The status cell says what a click does, not only the green badge.
    expect(within(row).getByRole('button', { name: 'ACTIVE Block… customer1@example.com' })).toHaveTextContent('ACTIVE Block…');

    await user.selectOptions(within(row).getByRole('combobox', { name: 'Role of customer1@example.com' }), 'staff');
    const staff = await screen.findByRole('dialog', { name: 'Make customer1@example.com staff?' });
    expect(staff).toHaveTextContent('Staff run the counter: they see every order and its customer, approve and reject bookings, hand gear out and take it back, and handle units.');
    expect(staff).toHaveTextContent('They cannot manage users, products or prices, and see no revenue.');
    await user.click(within(staff).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The control shows the role the account still has.
    expect(within(row).getByRole('combobox', { name: 'Role of customer1@example.com' })).toHaveValue('customer');

    await user.click(within(row).getByRole('button', { name: 'ACTIVE Block… customer1@example.com' }));
    const block = await screen.findByRole('dialog', { name: 'Block customer1@example.com?' });
    expect(block).toHaveTextContent('They are signed out at once and cannot sign in, book or see their bookings until you unblock them.');
    expect(block).toHaveTextContent('Their bookings stay as they are.');
    await user.click(within(block).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.callsTo('PUT', '/api/users/block/customer1%40example.com')).toHaveLength(0);
    expect(network.callsTo('PUT', '/api/users/role/customer1%40example.com')).toHaveLength(0);
  });
});
