const { createAppConfig } = require('@rental/build');

module.exports = createAppConfig({
  name: 'mfe_admin',
  port: Number(process.env.PORT) || 8084,
  dirname: __dirname,
  title: 'mfe-admin (standalone)',
  exposes: { './App': './src/exposes/App.tsx' },
});
