/** @jest-environment @rental/platform/jest/environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import VerifyEmailPage from './VerifyEmailPage';
import { renderPage } from './test/renderPage';

const FORGOT = 'If an account uses this address, we have sent it a link to choose a new password. Please check your e-mail.';

describe('the account links: forgot password, reset and verification pages', () => {
  afterEach(() => localStorage.clear());

  it('asks for a reset link and shows the response, whatever the address', async () => {
    const network = mockFetch({ 'POST /api/users/password/forgot': { body: { message: FORGOT } } });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(FORGOT)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/users/password/forgot')[0].body).toEqual({ email: 'ana@example.com' });
  });

  it('sets a new password from the link, with the spec\'s password messages', async () => {
    const network = mockFetch({ 'POST /api/users/password/reset': { body: { message: 'Your password was changed and every device was signed out. Please log in with your new password.', ended: 1 } } });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', search: '?token=abc123' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'brand-new-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password was changed/)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/users/password/reset')[0].body).toEqual({ token: 'abc123', password: 'brand-new-1' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a used or expired link, with a way to ask again", async () => {
    mockFetch({ 'POST /api/users/password/reset': { status: 400, body: { error: 'This link is no longer valid: it was used already or has expired. Please ask for a new one.', statusCode: 400 } } });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', search: '?token=used' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'brand-new-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/This link is no longer valid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a link without its token is incomplete', async () => {
    mockFetch();
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(await screen.findByText('This link is incomplete.')).toBeInTheDocument();
  });

  it('confirms the address as soon as the verification page opens, once', async () => {
    const network = mockFetch({ 'POST /api/users/verify-email': { body: { message: 'Thank you: your e-mail address is confirmed.', email: 'ana@example.com' } } });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', search: '?token=v-token' });
    expect(await screen.findByText('Thank you: your e-mail address is confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(network.callsTo('POST', '/api/users/verify-email')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/users/verify-email')[0].body).toEqual({ token: 'v-token' });
  });
});
