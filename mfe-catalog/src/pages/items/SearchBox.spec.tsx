import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './SearchBox';

describe('catalogue search box', () => {
  it('keeps what the visitor typed while its previous search was still reaching the address', async () => {
    const onSearch = jest.fn();
    const { rerender } = render(<SearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    const user = userEvent.setup();

    await user.type(box, 'mega');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('mega'));
    // The address has not caught up yet (the navigation renders as a transition) and the visitor types on.
    await user.type(box, ' par');
    act(() => rerender(<SearchBox value="mega" onSearch={onSearch} />));

    expect(box).toHaveValue('mega par');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('mega par'));
  });

  it('follows a search changed from outside (back button, cleared filter)', async () => {
    const onSearch = jest.fn();
    const { rerender } = render(<SearchBox value="mega par" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    act(() => rerender(<SearchBox value="mega" onSearch={onSearch} />));
    expect(box).toHaveValue('mega');
    act(() => rerender(<SearchBox value="" onSearch={onSearch} />));
    expect(box).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('follows the address back to a search it reported earlier', async () => {
    const onSearch = jest.fn();
    const { rerender } = render(<SearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.setup().type(box, 'par');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('par'));
    act(() => rerender(<SearchBox value="par" onSearch={onSearch} />));
    act(() => rerender(<SearchBox value="" onSearch={onSearch} />));
    expect(box).toHaveValue('');
    act(() => rerender(<SearchBox value="par" onSearch={onSearch} />));
    expect(box).toHaveValue('par');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
