const { createJestConfig } = require('@rental/build/jest');

module.exports = createJestConfig(__dirname);
