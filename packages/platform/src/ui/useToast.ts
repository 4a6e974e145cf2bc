import { useMemo } from 'react';
import { App } from 'antd';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

/**
 * How every screen shows toasts: antd's message from the surrounding <App> (PlatformProviders),
 * so they follow the theme and work inside remotes rendered by the shell.
 */
export function useToast(): Toast {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => void message.success(text),
      error: (text: string) => void message.error(text),
      info: (text: string) => void message.info(text),
    }),
    [message],
  );
}
