import { type ReactNode, useMemo } from 'react';
import { Provider } from 'react-redux';
import { ConfigProvider, message } from 'antd';
import { AuthProvider } from '../auth/AuthProvider';
import type { AppStore } from '../store/createAppStore';
import { theme } from './theme';
import { ToastContext, toastFrom } from './useToast';

function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage();
  const toast = useMemo(() => toastFrom(api), [api]);
  return (
    <ToastContext.Provider value={toast}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

/** Everything a screen needs around it, the same in the shell and in each remote's standalone run. */
export function PlatformProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <ToastProvider>
          <AuthProvider>{children}</AuthProvider>
        </ToastProvider>
      </ConfigProvider>
    </Provider>
  );
}
