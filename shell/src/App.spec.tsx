import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders, createAppStore, setApiUrl } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { App } from './App';

jest.mock('./federation/RemoteApp', () => ({
  RemoteApp: ({ remote }: { remote: string }) => <p>remote {remote} loaded</p>,
  RemoteLoading: () => <p>loading</p>,
}));

function renderAt(path: string) {
  setApiUrl('http://localhost:3000');
  render(
    <PlatformProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('shell routes', () => {
  beforeEach(() => mockFetch());

  it.each([
    ['/booking', 'booking'],
    ['/bookings', 'booking'],
    ['/items', 'catalog'],
    ['/gallery', 'gallery'],
  ])('%s loads the %s remote inside the site layout', async (path, remote) => {
    renderAt(path);
    expect(await screen.findByText(`remote ${remote} loaded`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('an unknown path near /bookings is Error Not Found, not the booking remote', async () => {
    renderAt('/bookingz');
    expect(await screen.findByText('Error Not Found')).toBeInTheDocument();
    expect(screen.queryByText(/remote booking loaded/)).not.toBeInTheDocument();
  });
});
