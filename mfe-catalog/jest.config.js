// A fixed time zone east of UTC (the shop's, Sri Lanka +05:30), so tests can tell the visitor's
// calendar date from UTC's (the availability calendar starts on the visitor's today).
process.env.TZ = 'Asia/Colombo';
module.exports = require('@rental/build/jest')(__dirname);
