/** @jest-environment @rental/platform/jest/environment.cjs */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import ContactPage from './ContactPage';
import { THANK_YOU } from './contact/ContactForm';
import { renderPage } from './test/renderPage';

const send = () => userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactPage', () => {
  it('shows the business hours of spec §2', () => {
    renderPage(<ContactPage />, { path: '/contact' });
    const hours = screen.getByRole('heading', { name: 'Business hours' }).closest('.shell-card') as HTMLElement;
    expect(within(hours).getByText('Monday - Friday')).toBeInTheDocument();
    expect(within(hours).getByText('9:00 - 18:00')).toBeInTheDocument();
    expect(within(hours).getByText('Saturday')).toBeInTheDocument();
    expect(within(hours).getByText('10:00 - 16:00')).toBeInTheDocument();
    expect(within(hours).getByText('Sunday')).toBeInTheDocument();
    expect(within(hours).getByText('Closed')).toBeInTheDocument();
  });

  it('requires all four fields', async () => {
    renderPage(<ContactPage />, { path: '/contact' });
    await send();
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
  });

  it('rejects an e-mail that is not an e-mail', async () => {
    renderPage(<ContactPage />, { path: '/contact' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    await send();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  const shop = { name: 'Stage Rentals', phone: '+94 11 234 5678', email: 'hello@shop.example', address: '12 Stage Road, Colombo 03' };
  const fields = { 'Full name': 'Ana Silva', Email: 'ana@example.com', Subject: 'Wedding in June', Message: 'Need two speakers and a mixer.' };
  const fill = () => {
    for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };

  it("shows the shop's phone, e-mail and address from its settings", async () => {
    mockFetch({ 'GET /api/shop': { body: shop } });
    renderPage(<ContactPage />, { path: '/contact' });
    const card = (await screen.findByRole('heading', { name: 'Reach us' })).closest('.shell-card') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Phone +94 11 234 5678' })).toHaveAttribute('href', 'tel:+94112345678');
    expect(within(card).getByRole('link', { name: 'E-mail hello@shop.example' })).toHaveAttribute('href', 'mailto:hello@shop.example');
    expect(within(card).getByText(/12 Stage Road, Colombo 03/)).toBeInTheDocument();
  });

  it('sends the message to the shop, then thanks the visitor and clears the form', async () => {
    const network = mockFetch({ 'GET /api/shop': { body: shop }, 'POST /api/contact': { status: 201, body: { message: THANK_YOU, _id: '1' } } });
    renderPage(<ContactPage />, { path: '/contact' });
    fill();
    await send();
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    for (const label of Object.keys(fields)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(network.callsTo('POST', '/api/contact').map((call) => call.body)).toEqual([
      { name: 'Ana Silva', email: 'ana@example.com', subject: 'Wedding in June', message: 'Need two speakers and a mixer.' },
    ]);
  });

  it("shows the API's refusal, no thank-you, and keeps what was typed", async () => {
    mockFetch({ 'GET /api/shop': { body: shop }, 'POST /api/contact': { status: 429, body: { error: 'Too many messages from your address. Please wait a minute and try again.', statusCode: 429 } } });
    renderPage(<ContactPage />, { path: '/contact' });
    fill();
    await send();
    expect(await screen.findByText('Too many messages from your address. Please wait a minute and try again.')).toBeInTheDocument();
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Wedding in June');
  });
});
