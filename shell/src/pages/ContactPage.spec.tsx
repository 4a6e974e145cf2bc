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
    const hours = screen.getByText('Business hours').closest('.ant-card') as HTMLElement;
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

  it('thanks the visitor, clears the form and sends nothing', async () => {
    const network = mockFetch();
    renderPage(<ContactPage />, { path: '/contact' });
    const fields = { 'Full name': 'Ana Silva', Email: 'ana@example.com', Subject: 'Wedding in June', Message: 'Need two speakers and a mixer.' };
    for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await send();
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    for (const label of Object.keys(fields)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(network.calls).toHaveLength(0);
  });
});
