import { useEffect } from 'react';
import { message } from 'antd';
import type { Toast } from './useToast';
import { toastFrom } from './useToast';

/** antd's message, mounted on the first toast (PlatformProviders loads it then, not with the page). */
export default function ToastHost({ onReady }: { onReady: (toast: Toast) => void }) {
  const [api, holder] = message.useMessage();
  useEffect(() => onReady(toastFrom(api)), [api, onReady]);
  return holder;
}
