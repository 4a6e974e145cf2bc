import { type ReactNode, Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { AuthProvider } from '../auth/AuthProvider';
import type { AppStore } from '../store/createAppStore';
import { AntdTheme } from './antdTheme';
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

/**
 * Everything a screen needs around it, the same in the shell and in each remote's standalone run.
 * `antd`: 'root' (the default) puts antd's ConfigProvider with the theme around everything
 * (AntdTheme: suspends until antd's chunk is loaded, so call loadAntdTheme() before rendering);
 * 'scoped' leaves it out, for a host that wraps each screen using antd in <AntdTheme> itself
 * (the shell: a page whose screens use no antd then loads none of it).
 */
export function PlatformProviders({ store, children, antd = 'root' }: { store: AppStore; children: ReactNode; antd?: 'root' | 'scoped' }) {
  const content = (
    <ToastProvider>
      <AuthProvider>{children}</AuthProvider>
    </ToastProvider>
  );
  return (
    <Provider store={store}>
      {antd === 'root' ? (
        <Suspense fallback={null}>
          <AntdTheme>{content}</AntdTheme>
        </Suspense>
      ) : (
        content
      )}
    </Provider>
  );
}
