'use strict';
// The frontends' jest config: the repository preset (jest.frontend.cjs) plus what antd's icons
// need under CommonJS. Use as `module.exports = require('@rental/build/jest')(__dirname);`
const path = require('node:path');

const preset = require(path.resolve(__dirname, '../../../jest.frontend.cjs'));

module.exports = function jestConfig(dirname) {
  return {
    ...preset,
    rootDir: dirname,
    moduleNameMapper: {
      ...preset.moduleNameMapper,
      // @ant-design/icons' CommonJS build requires the ESM build of @ant-design/colors.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    },
  };
};
