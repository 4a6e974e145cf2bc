// Test harness for the shell's layout: the real providers and store (the network mocked at fetch),
// a memory router and a marker showing where the visitor ended up.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlatformProviders, createAppStore, setApiUrl } from '@rental/platform';

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

export function renderShell(element: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  setApiUrl('http://localhost:3000');
  const store = createAppStore();
  const view = render(
    <PlatformProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="/login" element={<Landed />} />
          <Route path="/" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
  return { ...view, store };
}

export { userWithRole as demoUser } from '@rental/platform/jest/fixtures';
