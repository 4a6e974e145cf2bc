import { type ReactNode, Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { AuthProvider, HostAuth } from '../auth/AuthProvider';
import type { Auth } from '../auth/AuthProvider';
import type { AppStore } from '../store/createAppStore';
import { AntdTheme } from './antdTheme';
import { ToastContext } from './useToast';
import type { Toast } from './useToast';

// antd's message (about 12 KB gzip) is loaded with the first toast, not with every page.
const ToastHost = lazy(() => import('./ToastHost'));

type Kind = keyof Toast;

/**
 * What a second React root on the page takes from the host's tree instead of keeping its own: the
 * session and the toasts (the shell's hydrated remote page, a root of its own beside the shell's).
 */
export interface HostContexts {
  auth: Auth;
  toast: Toast;
}

function ToastProvider({ children, hostToast }: { children: ReactNode; hostToast?: Toast }) {
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
    <ToastContext.Provider value={hostToast ?? toast}>
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
 * `host`: the host's session and toasts, for a second root on the page; the elements are the same
 * either way, so React's ids (useId) in a page hydrated this way match the server's render.
 */
export function PlatformProviders({ store, children, antd = 'root', host }: { store: AppStore; children: ReactNode; antd?: 'root' | 'scoped'; host?: HostContexts }) {
  const content = (
    <ToastProvider hostToast={host?.toast}>{host ? <HostAuth auth={host.auth}>{children}</HostAuth> : <AuthProvider>{children}</AuthProvider>}</ToastProvider>
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
