/** @jest-environment @rental/platform/jest/environment.cjs */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { userWithRole } from '@rental/platform/jest/fixtures';
import AccountPage from './AccountPage';
import { renderPage } from './test/renderPage';

const session = (id: string, device: string, current = false) => ({
  id,
  current,
  device,
  ipAddress: '203.0.113.7',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-26T09:30:00.000Z',
  expiresAt: '2026-11-27T08:00:00.000Z',
});

// The page has four antd forms besides the device list: on a busy machine jsdom needs more than a second to show it.
configure({ asyncUtilTimeout: 10_000 });
// With the profile, e-mail, password, data and two-step cards the page is large: the two-step tests
// take 19 and 28 s on a quiet 2-core machine, and one passed 60 s beside other test workers.
jest.setTimeout(180_000);

describe('AccountPage', () => {
  afterEach(() => localStorage.clear());

  it('lists the devices signed in, this one marked, and signs out another one', async () => {
    localStorage.setItem('token', 'tok');
    let open = [session('here', 'Chrome 131 on Linux', true), session('phone', 'Safari 17 on iOS')];
    const network = mockFetch({
      'GET /api/users/': { body: userWithRole('customer') },
      'GET /api/users/sessions': () => ({ body: open }),
      'DELETE /api/users/sessions/phone': () => {
        open = open.filter((s) => s.id !== 'phone');
        return { body: { message: 'Session ended', ended: 1 } };
      },
    });
    renderPage(<AccountPage />, { path: '/account' });
    expect(await screen.findByText('Safari 17 on iOS')).toBeInTheDocument();
    const here = screen.getByText('Chrome 131 on Linux').closest('li') as HTMLElement;
    expect(within(here).getByText('This device')).toBeInTheDocument();
    expect(within(here).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getAllByText(/from 203\.0\.113\.7/)).toHaveLength(2);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS')).not.toBeInTheDocument());
    expect(network.callsTo('DELETE', '/api/users/sessions/phone')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign out of other devices' })).toBeDisabled();
  }, 60_000);

  it('signs out every other device at once and says how many', async () => {
    localStorage.setItem('token', 'tok');
    let open = [session('here', 'Chrome 131 on Linux', true), session('a', 'Safari 17 on iOS'), session('b', 'Firefox 133 on Windows')];
    mockFetch({
      'GET /api/users/': { body: userWithRole('customer') },
      'GET /api/users/sessions': () => ({ body: open }),
      'POST /api/users/sessions/end-others': () => {
        open = open.filter((s) => s.current);
        return { body: { message: '2 other devices signed out', ended: 2 } };
      },
    });
    renderPage(<AccountPage />, { path: '/account' });
    await screen.findByText('Firefox 133 on Windows');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out of other devices' }));
    expect(await screen.findByText('2 other devices signed out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Firefox 133 on Windows')).not.toBeInTheDocument());
    expect(screen.getByText('Chrome 131 on Linux')).toBeInTheDocument();
  }, 60_000);

  it('edits the profile, says it is saved, and warns while the address is unconfirmed (send again)', async () => {
    localStorage.setItem('token', 'tok');
    const me = { ...userWithRole('customer'), emailVerified: false };
    const network = mockFetch({
      'GET /api/users/': { body: me },
      'GET /api/users/sessions': { body: [session('here', 'Chrome 131 on Linux', true)] },
      'PATCH /api/users/me': (call) => ({ body: { ...me, ...(call.body as object) } }),
      'POST /api/users/me/verification': { body: { message: 'We sent a new link to customer@example.com. It works for 48 hours.' } },
    });
    renderPage(<AccountPage />, { path: '/account' });
    const user = userEvent.setup();
    expect(await screen.findByText('Please confirm your e-mail address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/We sent a new link/)).toBeInTheDocument();

    // Values set at once, not typed key by key: each key runs antd's validation, slow in jsdom.
    const phone = screen.getByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '123' } });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter a valid phone number', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '0719876543' } });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(network.callsTo('PATCH', '/api/users/me')[0].body).toEqual({ firstName: 'Sam', lastName: 'Reyes', phone: '0719876543', address: '12 Galle Road, Colombo' });
  }, 60_000);

  it("shows the refusal to delete while a booking is open", async () => {
    localStorage.setItem('token', 'tok');
    const network = mockFetch({
      'GET /api/users/': { body: userWithRole('customer') },
      'GET /api/users/sessions': { body: [] },
      'DELETE /api/users/me': { status: 409, body: { error: 'Your account cannot be deleted while a booking is open (ORD0007). Cancel it, or return the gear, then try again.', statusCode: 409 } },
    });
    renderPage(<AccountPage />, { path: '/account' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    fireEvent.change(screen.getByLabelText('Current password, to confirm'), { target: { value: 'secret1' } });
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(network.calls.map((c) => `${c.method} ${c.path}`)).toContain('DELETE /api/users/me'), { timeout: 10_000 });
    expect(await screen.findByText(/cannot be deleted while a booking is open \(ORD0007\)/, undefined, { timeout: 10_000 })).toBeInTheDocument();
  }, 60_000);

  it('deletes the account with the password, forgets the token and goes to the home page', async () => {
    localStorage.setItem('token', 'tok');
    const network = mockFetch({
      'GET /api/users/': { body: userWithRole('customer') },
      'GET /api/users/sessions': { body: [] },
      'DELETE /api/users/me': { body: { message: "Your account was deleted. Your past orders are kept for the shop's books, without your name or contact details." } },
    });
    renderPage(<AccountPage />, { path: '/account' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    fireEvent.change(screen.getByLabelText('Current password, to confirm'), { target: { value: 'secret1' } });
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByTestId('landed', undefined, { timeout: 10_000 })).toHaveTextContent('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(network.callsTo('DELETE', '/api/users/me')[0].body).toEqual({ password: 'secret1' });
  }, 60_000);

  it('sends a visitor who is not signed in to the login page', async () => {
    mockFetch();
    renderPage(<AccountPage />, { path: '/account' });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login');
  });
  it('lets a staff member turn on two-step sign-in: QR code and key, a code, then the recovery codes once', async () => {
    localStorage.setItem('token', 'tok');
    let enabled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
    const network = mockFetch({
      'GET /api/users/': { body: userWithRole('staff') },
      'GET /api/users/sessions': { body: [session('here', 'Chrome 131 on Linux', true)] },
      'GET /api/users/two-factor': () => ({ body: { enabled, available: true, required: false, recoveryCodesLeft: enabled ? 10 : 0 } }),
      'POST /api/users/two-factor/setup': { body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' } },
      'POST /api/users/two-factor/confirm': () => {
        enabled = true;
        return { body: { message: 'Two-step sign-in is on', recoveryCodes: codes } };
      },
    });
    const user = userEvent.setup();
    renderPage(<AccountPage />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code to add this account to an authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const turnOn = screen.getByRole('button', { name: 'Turn on two-step sign-in' });
    expect(turnOn).toBeDisabled();
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(turnOn);
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(network.callsTo('POST', '/api/users/two-factor/confirm')[0].body).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'I saved them' }));
    expect(await screen.findByText(/10 recovery codes left\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('makes new recovery codes with the password, and turns two-step sign-in off with a code', async () => {
    localStorage.setItem('token', 'tok');
    let enabled = true;
    const codes = Array.from({ length: 10 }, (_, i) => `mnpqr-stuv${i}`);
    const network = mockFetch({
      'GET /api/users/': { body: userWithRole('staff') },
      'GET /api/users/sessions': { body: [session('here', 'Chrome 131 on Linux', true)] },
      'GET /api/users/two-factor': () => ({ body: { enabled, available: true, required: false, recoveryCodesLeft: enabled ? 3 : 0 } }),
      'POST /api/users/two-factor/recovery-codes': { body: { message: 'New recovery codes', recoveryCodes: codes } },
      'POST /api/users/two-factor/off': ({ body }) => {
        if ((body as { code?: string }).code !== '654321') return { status: 400, body: { error: 'That code is not right.', statusCode: 400 } };
        enabled = false;
        return { body: { message: 'Two-step sign-in is off' } };
      },
    });
    const user = userEvent.setup();
    renderPage(<AccountPage />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    fireEvent.change(screen.getByLabelText('Your password, or a code from your authenticator app'), { target: { value: 'staff-pass-long-1' } });
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(network.callsTo('POST', '/api/users/two-factor/recovery-codes')[0].body).toEqual({ password: 'staff-pass-long-1' });
    await user.click(screen.getByRole('button', { name: 'I saved them' }));

    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    const code = screen.getByLabelText('A code from your authenticator app (or a recovery code)');
    fireEvent.change(code, { target: { value: '111111' } });
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '654321' } });
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/users/two-factor/off').map((call) => call.body)).toEqual([{ code: '111111' }, { code: '654321' }]);
  });

  it('shows no two-step card to a customer', async () => {
    localStorage.setItem('token', 'tok');
    mockFetch({
      'GET /api/users/': { body: userWithRole('customer') },
      'GET /api/users/sessions': { body: [session('here', 'Chrome 131 on Linux', true)] },
      'GET /api/users/two-factor': { body: { enabled: false, available: false, required: false, recoveryCodesLeft: 0 } },
    });
    renderPage(<AccountPage />, { path: '/account' });
    await screen.findByText('Chrome 131 on Linux');
    expect(screen.queryByRole('heading', { name: 'Two-step sign-in' })).not.toBeInTheDocument();
  });
});
