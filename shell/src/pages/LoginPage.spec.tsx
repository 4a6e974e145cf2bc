/** @jest-environment @rental/platform/jest/environment.cjs */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, mockNetworkDown } from '@rental/platform/jest/fetchMock';
import { userWithRole } from '@rental/platform/jest/fixtures';
import LoginPage from './LoginPage';
import { renderPage } from './test/renderPage';

const user = userWithRole;

async function fillAndSubmit(email: string, password: string) {
  if (email) fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  if (password) fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('asks for both fields (spec §5)', async () => {
    const network = mockFetch();
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('', '');
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it('marks each wrong field aria-invalid, describes it by its message, and moves focus to the first', async () => {
    mockFetch();
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('', 'secret1');
    const email = screen.getByLabelText('Email');
    const message = await screen.findByText('Please enter your email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    // The hint under the password stays tied to it.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Forgot password?');
  });

  it('shows the typed password on request, and hides it again', async () => {
    mockFetch();
    renderPage(<LoginPage />, { path: '/login' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.setup().click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('rejects an e-mail without @ and a password under 6 characters', async () => {
    const network = mockFetch();
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('sam.example.com', '12345');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("signs a customer in, stores the token, says 'Login Success' and goes to /", async () => {
    const network = mockFetch({ 'POST /api/users/login': { body: { token: 'tok-c', user: user('customer') } } });
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('customer@example.com', 'secret1');
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(await screen.findByText('Login Success')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-c');
    expect(network.callsTo('POST', '/api/users/login')[0].body).toEqual({ email: 'customer@example.com', password: 'secret1' });
  });

  it('sends an admin to /admin/', async () => {
    mockFetch({ 'POST /api/users/login': { body: { token: 'tok-a', user: user('admin') } } });
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('admin@example.com', 'secret1');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/');
  });

  it('goes back to the page that sent the visitor to log in', async () => {
    mockFetch({ 'POST /api/users/login': { body: { token: 'tok-c', user: user('customer') } } });
    renderPage(<LoginPage />, { path: '/login', state: { from: { pathname: '/booking' } } });
    await fillAndSubmit('customer@example.com', 'secret1');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/booking');
  });

  it("shows the server's error text and stays on the page", async () => {
    mockFetch({ 'POST /api/users/login': { status: 401, body: { error: 'Invalid email or password', statusCode: 401 } } });
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('customer@example.com', 'wrong-pass');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks an admin with two-step sign-in for the code, then signs in with it (no token before)', async () => {
    const network = mockFetch({
      'POST /api/users/login': { status: 401, body: { error: 'Enter the 6-digit code', statusCode: 401, secondFactor: 'code', challenge: 'chal-1', challengeExpiresIn: 300 } },
      'POST /api/users/login/second-factor': { body: { message: 'Login successful', token: 'tok-a', user: user('admin') } },
    });
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('admin@example.com', 'admin-pass-12');
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/');
    expect(localStorage.getItem('token')).toBe('tok-a');
    expect(network.callsTo('POST', '/api/users/login/second-factor')[0].body).toEqual({ challenge: 'chal-1', code: '123456' });
  });

  it('has an admin without two-step sign-in set it up when the shop requires it, shows the recovery codes, then signs in', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
    const network = mockFetch({
      'POST /api/users/login': { status: 401, body: { error: 'Your account needs two-step sign-in.', statusCode: 401, secondFactor: 'enrol', challenge: 'chal-e', challengeExpiresIn: 300 } },
      'POST /api/users/login/second-factor/setup': { body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' } },
      'POST /api/users/login/second-factor/confirm': { body: { message: 'Login successful', token: 'tok-s', user: user('staff'), recoveryCodes: codes } },
    });
    const events = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('staff@example.com', 'staff-pass-12');
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await events.type(screen.getByLabelText('Code from the app'), '654321');
    await events.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to sign in' })).not.toBeInTheDocument();
    expect(network.callsTo('POST', '/api/users/login/second-factor/confirm')[0].body).toEqual({ challenge: 'chal-e', code: '654321' });
    await events.click(screen.getByRole('button', { name: 'I saved them, continue' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/');
    expect(localStorage.getItem('token')).toBe('tok-s');
  });

  it("shows a wrong code's error and stays on the second step", async () => {
    mockFetch({
      'POST /api/users/login': { status: 401, body: { error: 'Enter the 6-digit code', statusCode: 401, secondFactor: 'code', challenge: 'chal-1', challengeExpiresIn: 300 } },
      'POST /api/users/login/second-factor': { status: 401, body: { error: 'That code is not right.', statusCode: 401 } },
    });
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('admin@example.com', 'admin-pass-12');
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '000000' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Login failed. Please try again.' when the API is unreachable", async () => {
    mockNetworkDown();
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('customer@example.com', 'secret1');
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('links to Register', async () => {
    mockFetch();
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Create an account' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/register');
  });

  it('hides the Google button without a configured client id', () => {
    mockFetch();
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  });

  describe('with Google configured', () => {
    afterEach(() => {
      delete window.__RENTAL_CONFIG__;
      delete window.google;
    });

    function fakeGoogle(answer: { access_token?: string; error?: string }) {
      window.__RENTAL_CONFIG__ = { googleClientId: 'client-123' };
      const initTokenClient = jest.fn((config: { client_id: string; callback: (response: typeof answer) => void }) => ({
        requestAccessToken: () => config.callback(answer),
      }));
      window.google = { accounts: { oauth2: { initTokenClient } } };
      return initTokenClient;
    }

    it('trades the Google access token for a session', async () => {
      const initTokenClient = fakeGoogle({ access_token: 'g-access' });
      const network = mockFetch({ 'POST /api/users/google': { body: { token: 'tok-g', user: user('customer') } } });
      renderPage(<LoginPage />, { path: '/login' });
      await userEvent.setup().click(screen.getByRole('button', { name: /Continue with Google/ }));
      expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
      expect(initTokenClient.mock.calls[0][0].client_id).toBe('client-123');
      expect(network.callsTo('POST', '/api/users/google')[0].body).toEqual({ accessToken: 'g-access' });
      expect(localStorage.getItem('token')).toBe('tok-g');
    });

    it("says 'Google login failed' when Google gives no token", async () => {
      fakeGoogle({ error: 'access_denied' });
      mockFetch();
      renderPage(<LoginPage />, { path: '/login' });
      await userEvent.setup().click(screen.getByRole('button', { name: /Continue with Google/ }));
      expect(await screen.findByText('Google login failed')).toBeInTheDocument();
    });

    it("shows the server's text when the API refuses the Google account", async () => {
      fakeGoogle({ access_token: 'g-access' });
      mockFetch({ 'POST /api/users/google': { status: 403, body: { error: 'Your account is blocked', statusCode: 403 } } });
      renderPage(<LoginPage />, { path: '/login' });
      await userEvent.setup().click(screen.getByRole('button', { name: /Continue with Google/ }));
      expect(await screen.findByText('Your account is blocked')).toBeInTheDocument();
      await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    });
  });
});
