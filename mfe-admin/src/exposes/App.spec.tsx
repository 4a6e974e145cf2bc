import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlatformProviders, createAppStore, setApiUrl } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import AdminApp from './App';

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

function renderAdmin(path: string) {
  setApiUrl('http://localhost:3000');
  localStorage.setItem('token', 'tok-admin');
  mockFetch({ 'GET /api/users/': { body: { _id: 'a', email: 'admin@example.com', role: 'admin', firstName: 'A', lastName: 'D', name: 'A D', isBlocked: false } } });
  render(
    <PlatformProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('admin remote App', () => {
  it('shows the dashboard and the sidebar of spec §2', async () => {
    renderAdmin('/admin');
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    for (const label of ['Dashboard', 'Orders', 'Items', 'Users', 'Gallery', 'Back to Site', 'Logout']) {
      expect(screen.getByRole('menuitem', { name: label })).toBeInTheDocument();
    }
    expect(await screen.findByText('Signed in as admin@example.com')).toBeInTheDocument();
  });

  it('navigates between sections and logs out to /login', async () => {
    renderAdmin('/admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('menuitem', { name: 'Orders' }));
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
