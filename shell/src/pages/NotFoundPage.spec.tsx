/** @jest-environment @rental/platform/jest/environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotFoundPage from './NotFoundPage';
import { renderPage } from './test/renderPage';

describe('NotFoundPage', () => {
  it("reads 'Error Not Found' and leads back home", async () => {
    renderPage(<NotFoundPage />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Error Not Found' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(/^\/$/);
  });
});
