import { FastColor } from '@ant-design/fast-color';
import { theme as antdTheme } from 'antd';
import { theme } from './theme';

// WCAG 2 contrast: text at least 4.5:1 against every surface it sits on.
const luminance = (color: FastColor) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const { r, g, b } = color.toRgb();
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
/** The contrast of `text` (possibly translucent) drawn on the opaque `background`. */
function contrast(text: string, background: string): number {
  const fg = new FastColor(text);
  const bg = new FastColor(background);
  const alpha = fg.toRgb().a ?? 1;
  const shown = new FastColor({
    r: fg.r * alpha + bg.r * (1 - alpha),
    g: fg.g * alpha + bg.g * (1 - alpha),
    b: fg.b * alpha + bg.b * (1 - alpha),
  });
  const [light, dark] = [luminance(shown), luminance(bg)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

describe("the theme's text colours", () => {
  const tokens = antdTheme.getDesignToken({ ...theme, algorithm: antdTheme.darkAlgorithm });
  const surfaces = { layout: tokens.colorBgLayout, container: tokens.colorBgContainer, elevated: tokens.colorBgElevated };
  // Secondary and description text (Typography type="secondary", form help, card meta) included: they carry words.
  // Links and error text too: sign-in links, form messages, Delete and Remove buttons.
  const texts = ['colorText', 'colorTextHeading', 'colorTextLabel', 'colorTextSecondary', 'colorTextDescription', 'colorTextTertiary', 'colorLink', 'colorError', 'colorErrorText'] as const;

  it.each(texts.flatMap((text) => Object.entries(surfaces).map(([surface, background]) => [text, surface, background] as const)))(
    '%s on the %s background reaches 4.5:1',
    (text, _surface, background) => {
      expect(contrast(tokens[text], background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('measures as WCAG does (white on black 21:1, a light-theme grey on white 3.4:1)', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('rgba(0,0,0,0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
  });
});
