import { theme as antdTheme } from 'antd';
import type { ThemeConfig } from 'antd';

/** Stage look for an audio and lighting shop: deep navy house, amber spotlight as the accent. */
export const brandColors = {
  stage: '#0b1222',
  panel: '#121c33',
  amber: '#f5a623',
  text: '#e8ecf4',
} as const;

export const theme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
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
