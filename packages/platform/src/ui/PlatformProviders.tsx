import { type ReactNode, Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { ConfigProvider } from 'antd';
import { AuthProvider } from '../auth/AuthProvider';
import type { AppStore } from '../store/createAppStore';
import { theme } from './theme';
import { ToastContext } from './useToast';
import type { Toast } from './useToast';

// antd's message (about 12 KB gzip) is loaded with the first toast, not with every page.
const ToastHost = lazy(() => import('./ToastHost'));

type Kind = keyof Toast;

function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const host = useRef<Toast | null>(null);
  const waiting = useRef<[Kind, string][]>([]);
  const toast = useMemo<Toast>(() => {
    const show = (kind: Kind) => (text: string) => {
      if (host.current) return host.current[kind](text);
      waiting.current.push([kind, text]);
      setWanted(true);
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, []);
  const onReady = useCallback((ready: Toast) => {
    host.current = ready;
    waiting.current.splice(0).forEach(([kind, text]) => ready[kind](text));
  }, []);
  return (
    <ToastContext.Provider value={toast}>
      {wanted ? (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      ) : null}
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
