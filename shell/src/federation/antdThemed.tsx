// antd's themed ConfigProvider (@rental/platform's AntdTheme) around the screens that need it: the
// shell's own pages and the remotes whose manifest does not say `"usesAntd": false`. The shell's
// root has none (PlatformProviders antd="scoped"), so a page whose screens use no antd component
// (the catalogue's) downloads and runs no antd at all.
import type { ComponentType } from 'react';
import { AntdTheme, loadAntdTheme } from '@rental/platform';

/** The component inside AntdTheme (which renders at once: callers load it first with loadAntdTheme). */
export function withAntdTheme<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <AntdTheme>
        <Screen {...props} />
      </AntdTheme>
    );
  }
  Themed.displayName = `WithAntdTheme(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return Themed;
}

/** A lazily loaded page that uses antd: its chunk and antd's, fetched in parallel, themed. */
export function themedPage(load: () => Promise<{ default: ComponentType }>): () => Promise<{ default: ComponentType }> {
  return () => Promise.all([load(), loadAntdTheme()]).then(([page]) => ({ default: withAntdTheme(page.default) }));
}
