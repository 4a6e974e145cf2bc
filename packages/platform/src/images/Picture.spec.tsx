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
});
