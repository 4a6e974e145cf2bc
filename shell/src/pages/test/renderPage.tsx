// Test harness for the shell's pages: the real providers and store, a memory router, and a marker
// for every place a page may send the visitor. The network is mocked at the fetch level per test.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlatformProviders, createAppStore, setApiUrl } from '@rental/platform';

// Also under the shell's own jest config: antd forms are slow in jsdom on a busy machine.
jest.setTimeout(15000);

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

export function renderPage(page: ReactElement, options: { path: string; state?: unknown; search?: string }) {
  setApiUrl('http://localhost:3000');
  const store = createAppStore();
  const view = render(
    <PlatformProviders store={store}>
      <MemoryRouter initialEntries={[{ pathname: options.path, state: options.state, ...(options.search ? { search: options.search } : {}) }]}>
        <Routes>
          <Route path={options.path} element={page} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
  return { ...view, store };
}
