// A fixed time zone east of UTC (the shop's, Sri Lanka +05:30), so tests can tell the visitor's
// calendar day from UTC's (@rental/money-days/days).
process.env.TZ = 'Asia/Colombo';
module.exports = { ...require('../../jest.frontend.cjs'), rootDir: __dirname };
