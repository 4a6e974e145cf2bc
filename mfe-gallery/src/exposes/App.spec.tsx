import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders, createAppStore } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import GalleryApp from './App';

describe('gallery remote App', () => {
  it('renders the gallery page inside the platform providers', () => {
    mockFetch();
    render(
      <PlatformProviders store={createAppStore()}>
        <MemoryRouter initialEntries={['/gallery']}>
          <GalleryApp />
        </MemoryRouter>
      </PlatformProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
  });
});
