module.exports = require('@rental/build/jest')(__dirname);
