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

  it('nests its headings without skipping a level (the feature cards are h3 under their h2)', () => {
    renderPage(<AboutPage />, { path: '/about' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1] + 1);
    });
    expect(screen.getByRole('heading', { name: 'Show-ready gear' }).tagName).toBe('H3');
  });

  it('sends the visitor to the catalogue', async () => {
    renderPage(<AboutPage />, { path: '/about' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Browse Gear' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/items');
  });
});
