const { createAppConfig } = require('@rental/build');

module.exports = createAppConfig({
  name: 'mfe_booking',
  port: Number(process.env.PORT) || 8082,
  dirname: __dirname,
  title: 'mfe-booking (standalone)',
  exposes: { './App': './src/exposes/App.tsx' },
});
