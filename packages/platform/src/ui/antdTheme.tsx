// antd's ConfigProvider with the platform's theme, as a chunk loaded on demand: a page whose
// screens use no antd component (the catalogue's) then downloads and runs none of antd's core
// (its providers, the CSS-in-JS engine, the dark theme's token derivation). See CHANGELOG 1.1.0.
import { use } from 'react';
import type { ComponentType, ReactNode } from 'react';

type ThemeProvider = ComponentType<{ children: ReactNode }>;

let provider: ThemeProvider | null = null;
let loading: Promise<void> | null = null;

/** Loads antd's themed ConfigProvider (once; again after a failure). AntdTheme renders at once after it. */
export function loadAntdTheme(): Promise<void> {
  loading ??= import('./AntdThemeProvider').then(
    (module) => {
      provider = module.default;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * antd's ConfigProvider with the platform's theme around `children`. Until its chunk has loaded
 * it suspends (the nearest Suspense shows its fallback); load it first with loadAntdTheme() to
 * render without waiting, in parallel with what else the screen needs.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  if (!provider) use(loadAntdTheme());
  const Provider = provider as ThemeProvider;
  return <Provider>{children}</Provider>;
}
