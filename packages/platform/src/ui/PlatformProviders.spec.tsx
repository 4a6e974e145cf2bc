import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../jest/fetchMock';
import { createAppStore } from '../store/createAppStore';
import { PlatformProviders } from './PlatformProviders';
import { theme } from './theme';
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

  it("shows toasts themed when the host keeps antd's ConfigProvider out of the root (antd: 'scoped')", async () => {
    render(
      <PlatformProviders store={createAppStore()} antd="scoped">
        <SaveButton />
      </PlatformProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});

function Primary() {
  const { token } = antdTheme.useToken();
  return <output>{`${token.colorPrimary} on ${token.colorBgBase}`}</output>;
}

describe('PlatformProviders and the antd theme', () => {
  beforeEach(() => mockFetch());

  it("themes antd at the root by default (the platform's colours through antd's dark algorithm)", () => {
    render(
      <PlatformProviders store={createAppStore()}>
        <Primary />
      </PlatformProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`${antdTheme.getDesignToken({ ...theme, algorithm: antdTheme.darkAlgorithm }).colorPrimary} on #0b1222`);
  });

  it("leaves antd unthemed with antd: 'scoped', where the host wraps screens in AntdTheme", () => {
    render(
      <PlatformProviders store={createAppStore()} antd="scoped">
        <Primary />
      </PlatformProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`${antdTheme.getDesignToken().colorPrimary} on ${antdTheme.getDesignToken().colorBgBase}`);
  });
});
