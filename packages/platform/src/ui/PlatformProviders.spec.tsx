import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../jest/fetchMock';
import { createAppStore } from '../store/createAppStore';
import { PlatformProviders } from './PlatformProviders';
import { useToast } from './useToast';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Saved')}>
      Save
    </button>
  );
}

describe('PlatformProviders toasts', () => {
  beforeEach(() => mockFetch());

  it('loads the toast host with the first toast and shows that toast (none is lost while it loads)', async () => {
    render(
      <PlatformProviders store={createAppStore()}>
        <SaveButton />
      </PlatformProviders>,
    );
    expect(document.querySelector('.ant-message')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
