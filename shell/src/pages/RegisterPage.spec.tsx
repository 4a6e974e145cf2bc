/** @jest-environment @rental/platform/jest/environment.cjs */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, mockNetworkDown } from '@rental/platform/jest/fetchMock';
import RegisterPage from './RegisterPage';
import { renderPage } from './test/renderPage';

const newCustomer = { _id: 'u9', email: 'lee@example.com', firstName: 'Lee', lastName: 'Park', name: 'Lee Park', role: 'customer', isBlocked: false };

const valid = {
  'First name': 'Lee',
  'Last name': 'Park',
  Email: 'lee@example.com',
  Password: 'secret1',
  'Confirm password': 'secret1',
  Address: '12 Harbour Road, Colombo',
  Phone: '0771234567',
};

async function fill(fields: Partial<Record<keyof typeof valid, string>>) {
  // change events instead of typing key by key: the form's rules are what is under test, and it is 10x faster.
  for (const [label, value] of Object.entries(fields)) if (value) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage', () => {
  beforeEach(() => localStorage.clear());

  it('asks for every required field (spec §5)', async () => {
    const network = mockFetch();
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({});
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("shows one message per field: the app's, never the browser's own tooltip over it", async () => {
    const network = mockFetch();
    const { container } = renderPage(<RegisterPage />, { path: '/register' });
    // An address the browser's own check refuses: with it the browser stopped the submit and showed its tooltip.
    await fill({ Email: 'lee.example.com' });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    expect(network.calls).toHaveLength(0);
  });

  it('focuses the first field in the form that is wrong', async () => {
    mockFetch();
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ 'First name': 'Lee', 'Last name': 'Park', Email: 'lee@example.com', Password: 'secret1', 'Confirm password': 'secret2' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks e-mail, password length, confirmation and phone length', async () => {
    const network = mockFetch();
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ ...valid, Email: 'lee@example', Password: '12345', 'Confirm password': '54321', Phone: '077123' });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it('signs the new customer in when the API returns a token, and goes to /', async () => {
    const network = mockFetch({ 'POST /api/users/': { status: 201, body: { token: 'tok-new', user: newCustomer } } });
    renderPage(<RegisterPage />, { path: '/register' });
    await fill(valid);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(await screen.findByText('Registration successful! Welcome to the product!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-new');
    expect(network.callsTo('POST', '/api/users/')[0].body).toEqual({
      email: 'lee@example.com',
      firstName: 'Lee',
      lastName: 'Park',
      password: 'secret1',
      address: '12 Harbour Road, Colombo',
      phone: '0771234567',
    });
  });

  it('sends the customer to /login when no token comes back', async () => {
    mockFetch({ 'POST /api/users/': { status: 201, body: { message: 'User created' } } });
    renderPage(<RegisterPage />, { path: '/register' });
    await fill(valid);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login');
    expect(await screen.findByText('Registration successful! Welcome to the product!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's error text", async () => {
    mockFetch({ 'POST /api/users/': { status: 409, body: { error: 'Email already registered', statusCode: 409 } } });
    renderPage(<RegisterPage />, { path: '/register' });
    await fill(valid);
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it("falls back to 'Registration failed. Please try again.'", async () => {
    mockNetworkDown();
    renderPage(<RegisterPage />, { path: '/register' });
    await fill(valid);
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('links to Login', async () => {
    mockFetch();
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/login');
  });
});
