/** @jest-environment @rental/platform/jest/environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AboutPage from './AboutPage';
import { renderPage } from './test/renderPage';

describe('AboutPage', () => {
  it('makes the spec claims: founded 2010, 10,000+ customers, 500+ products', () => {
    renderPage(<AboutPage />, { path: '/about' });
    expect(screen.getByText('2010')).toBeInTheDocument();
    expect(screen.getByText('Founded')).toBeInTheDocument();
    expect(screen.getByText('10,000+')).toBeInTheDocument();
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
  });

  it('sends the visitor to the catalogue', async () => {
    renderPage(<AboutPage />, { path: '/about' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Browse Gear' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/items');
  });
});
