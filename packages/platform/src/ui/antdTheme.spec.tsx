import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { AntdTheme } from './antdTheme';
import { theme } from './theme';

function Tokens() {
  const { token } = antdTheme.useToken();
  return <output>{`${token.colorPrimary} ${token.colorBgContainer} ${token.colorText}`}</output>;
}

describe('AntdTheme', () => {
  it("gives antd components the platform's theme with antd's dark algorithm (as the kernel's theme did before 1.1.0)", async () => {
    const expected = antdTheme.getDesignToken({ ...theme, algorithm: antdTheme.darkAlgorithm });
    render(
      <Suspense fallback={<p>loading</p>}>
        <AntdTheme>
          <Tokens />
        </AntdTheme>
      </Suspense>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(`${expected.colorPrimary} #121c33 ${expected.colorText}`);
    expect(expected.colorText).not.toBe(antdTheme.getDesignToken().colorText);
  });

  it('the kernel imports no antd until a screen asks for it (a page without antd components loads none)', () => {
    jest.isolateModules(() => {
      jest.doMock('antd', () => {
        throw new Error('antd was imported with the kernel');
      });
      expect(() => require('../index')).not.toThrow();
      jest.dontMock('antd');
    });
  });
});
