import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

function Titled({ to }: { to?: string }) {
  useDocumentTitle();
  const navigate = useNavigate();
  useEffect(() => {
    if (to) navigate(to);
  }, [navigate, to]);
  return null;
}

describe('useDocumentTitle', () => {
  it("names the page after client-side navigation as the shell server's HTML does, and leaves a product's title to its page", () => {
    document.title = 'before';
    const { rerender } = render(
      <MemoryRouter initialEntries={['/gallery']}>
        <Routes>
          <Route path="*" element={<Titled />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Gallery | Stage Rentals');
    rerender(
      <MemoryRouter initialEntries={['/gallery']}>
        <Routes>
          <Route path="*" element={<Titled to="/items" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Audio and lighting gear for hire | Stage Rentals');
    document.title = 'JBL for hire';
    render(
      <MemoryRouter initialEntries={['/product/AUD-001']}>
        <Routes>
          <Route path="*" element={<Titled />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(document.title).toBe('JBL for hire');
  });
});
