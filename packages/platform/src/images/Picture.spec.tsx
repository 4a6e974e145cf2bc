import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { PLACEHOLDER_IMAGE, Picture } from '@rental/platform/images';

describe('Picture', () => {
  it('reserves its box and loads lazily unless told otherwise', () => {
    const { rerender } = render(<Picture src="https://cdn.test/a.png" alt="Speaker" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'Speaker' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    rerender(<Picture src="https://cdn.test/a.png" alt="Speaker" width={400} height={300} lazy={false} />);
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('shows the logo when its address cannot be loaded, and tries a new address again', () => {
    const { rerender } = render(<Picture src="https://cdn.test/broken.png" alt="Mixer" width={88} height={88} />);
    const img = screen.getByRole('img', { name: 'Mixer' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    rerender(<Picture src="https://cdn.test/other.png" alt="Mixer" width={88} height={88} />);
    expect(img).toHaveAttribute('src', 'https://cdn.test/other.png');
  });

  it("leaves a lazy picture's address out of the server's markup and gives it once hydrated", async () => {
    const pictures = (
      <div>
        <Picture src="https://cdn.test/first.png" alt="First" width={400} height={300} lazy={false} />
        <Picture src="https://cdn.test/later.png" alt="Later" width={400} height={300} />
      </div>
    );
    const html = renderToString(pictures);
    expect(html).toContain('https://cdn.test/first.png');
    expect(html).not.toContain('https://cdn.test/later.png');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const later = container.querySelector('img[alt="Later"]');
    expect(later).not.toHaveAttribute('src');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, pictures, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('img[alt="Later"]')).toBe(later);
    expect(later).toHaveAttribute('src', 'https://cdn.test/later.png');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('gives a lazy picture its address at once in a render of its own', () => {
    render(<Picture src="https://cdn.test/a.png" alt="Speaker" width={400} height={300} />);
    expect(screen.getByRole('img', { name: 'Speaker' })).toHaveAttribute('src', 'https://cdn.test/a.png');
  });
});
