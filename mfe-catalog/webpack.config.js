const { createAppConfig } = require('@rental/build');

module.exports = createAppConfig({
  name: 'mfe_catalog',
  port: Number(process.env.PORT) || 8081,
  dirname: __dirname,
  title: 'mfe-catalog (standalone)',
  exposes: { './App': './src/exposes/App.tsx' },
});
