import { App } from 'antd';

/**
 * How every screen shows toasts: antd's message from the surrounding <App>, so they follow the
 * theme and work inside remotes rendered by the shell.
 */
export function useToast() {
  const { message } = App.useApp();
  return {
    success: (text: string) => void message.success(text),
    error: (text: string) => void message.error(text),
    info: (text: string) => void message.info(text),
  };
}
