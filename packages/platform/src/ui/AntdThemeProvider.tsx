// The chunk loadAntdTheme() loads: antd's ConfigProvider, and antd's dark algorithm for the
// platform's `theme` (theme.ts holds only a reference to it, so the kernel imports no antd).
import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { provideDarkAlgorithm, theme } from './theme';

provideDarkAlgorithm(antdTheme.darkAlgorithm);

export default function AntdThemeProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
