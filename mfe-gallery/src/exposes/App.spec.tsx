import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders, createAppStore } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import GalleryApp from './App';

describe('gallery remote App', () => {
  it('renders the gallery page inside the platform providers', async () => {
    mockFetch({ 'GET /api/gallery': { body: { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } } } });
    render(
      <PlatformProviders store={createAppStore()}>
        <MemoryRouter initialEntries={['/gallery']}>
          <GalleryApp />
        </MemoryRouter>
      </PlatformProviders>,
    );
    // The page is a lazy chunk: its first import compiles antd, which takes seconds on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Gallery' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('No photos yet. Check back after our next event.')).toBeInTheDocument();
  });
});
