import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { App, ConfigProvider } from 'antd';
import { AuthProvider } from '../auth/AuthProvider';
import type { AppStore } from '../store/createAppStore';
import { theme } from './theme';

/** Everything a screen needs around it, the same in the shell and in each remote's standalone run. */
export function PlatformProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <App>
          <AuthProvider>{children}</AuthProvider>
        </App>
      </ConfigProvider>
    </Provider>
  );
}
