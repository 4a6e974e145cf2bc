import { createContext, useContext } from 'react';
import type { message } from 'antd';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

type MessageApi = ReturnType<typeof message.useMessage>[0];

export const ToastContext = createContext<Toast | null>(null);

export const toastFrom = (api: MessageApi): Toast => ({
  success: (text) => void api.success(text),
  error: (text) => void api.error(text),
  info: (text) => void api.info(text),
});

/**
 * How every screen shows toasts: antd's message, held by PlatformProviders so toasts follow the
 * theme and work inside remotes rendered by the shell. (antd's <App> would also do, but it brings
 * notification and modal too: about 37 KB gzip more for every visitor.)
 */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside PlatformProviders');
  return toast;
}
