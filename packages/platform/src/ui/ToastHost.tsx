import { useEffect } from 'react';
import { message } from 'antd';
import AntdThemeProvider from './AntdThemeProvider';
import type { Toast } from './useToast';
import { toastFrom } from './useToast';

function MessageHolder({ onReady }: { onReady: (toast: Toast) => void }) {
  const [api, holder] = message.useMessage();
  useEffect(() => onReady(toastFrom(api)), [api, onReady]);
  return holder;
}

/**
 * antd's message, mounted on the first toast (PlatformProviders loads it then, not with the page).
 * Themed here: the host may keep antd's ConfigProvider out of the root (PlatformProviders' `antd`).
 */
export default function ToastHost({ onReady }: { onReady: (toast: Toast) => void }) {
  return (
    <AntdThemeProvider>
      <MessageHolder onReady={onReady} />
    </AntdThemeProvider>
  );
}
