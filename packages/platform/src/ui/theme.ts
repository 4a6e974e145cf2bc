import type { MappingAlgorithm, ThemeConfig } from 'antd';

let darkAlgorithm: MappingAlgorithm | null = null;

/** Called by the antd chunk (AntdThemeProvider.tsx) as it loads: the kernel itself imports no antd. */
export function provideDarkAlgorithm(algorithm: MappingAlgorithm): void {
  darkAlgorithm = algorithm;
}

/**
 * antd's dark algorithm, through a reference: antd calls it only inside a ConfigProvider given
 * this theme, and every such ConfigProvider sits in a screen that loaded antd's chunk first
 * (AntdTheme, the shell's themed remotes and pages, startStandalone, the toasts).
 */
const dark: MappingAlgorithm = (token, mapToken) => {
  if (!darkAlgorithm) throw new Error('@rental/platform: the theme was used before antd loaded; render antd inside <AntdTheme> (or await loadAntdTheme())');
  return darkAlgorithm(token, mapToken);
};

/** Stage look for an audio and lighting shop: deep navy house, amber spotlight as the accent. */
export const brandColors = {
  stage: '#0b1222',
  panel: '#121c33',
  amber: '#f5a623',
  text: '#e8ecf4',
} as const;

export const theme: ThemeConfig = {
  algorithm: dark,
  token: {
    colorPrimary: brandColors.amber,
    colorInfo: '#4f8cff',
    colorBgBase: brandColors.stage,
    colorBgContainer: brandColors.panel,
    colorBgElevated: '#17223d',
    colorBgLayout: brandColors.stage,
    colorTextBase: brandColors.text,
    // Dark text on amber buttons: white on amber fails contrast.
    colorTextLightSolid: brandColors.stage,
    // Secondary and description text (Typography type="secondary", card meta, form help) carries
    // words: at antd's 45% it was 3.9:1 on the panels; 62% reaches 4.5:1 on every surface (themeContrast.spec.ts).
    colorTextTertiary: 'rgba(232, 236, 244, 0.62)',
    colorTextDescription: 'rgba(232, 236, 244, 0.62)',
    // Links and error text (form messages, Delete/Remove) at 4.5:1 or more: the dark algorithm
    // darkens these seeds, and from antd's blue and red they came out at 4.1:1 and 4.0:1.
    colorLink: '#82aeff',
    colorError: '#ff7875',
    borderRadius: 8,
    // The same stack as the page's body (packages/build/src/template.html): antd text and the
    // remotes' plain elements must not show two different fonts side by side.
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#0e1730', bodyBg: brandColors.stage, footerBg: '#0e1730', siderBg: '#0e1730' },
    Card: { colorBgContainer: brandColors.panel },
  },
};
