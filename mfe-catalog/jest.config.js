module.exports = { ...require('../jest.frontend.cjs'), rootDir: __dirname };
