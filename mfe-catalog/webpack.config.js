const { createAppConfig } = require('@rental/build');

module.exports = createAppConfig({
  name: 'mfe_catalog',
  port: Number(process.env.PORT) || 8081,
  dirname: __dirname,
  title: 'mfe-catalog (standalone)',
  exposes: { './App': './src/exposes/App.tsx' },
  // Its paths and nav entries, read by the shell from mf-manifest.json (shell/README.md).
  registration: './src/registration.json',
});
