import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from '@rental/platform/hydration';

function DeleteButton() {
  return useHydrated() ? <button type="button">Delete</button> : null;
}

function Card() {
  return (
    <article>
      <h2>Stage lights</h2>
      <DeleteButton />
    </article>
  );
}

describe('useHydrated', () => {
  it("leaves the part out of the server's markup and of the render that hydrates it, then shows it", async () => {
    const html = renderToString(<Card />);
    expect(html).not.toContain('Delete');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const heading = container.querySelector('h2');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Card />, { onRecoverableError: recoverable });
    });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(container.querySelector('h2')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('shows the part at once in a render of its own', () => {
    render(<Card />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
