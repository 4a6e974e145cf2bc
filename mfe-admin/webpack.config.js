const { createAppConfig } = require('@rental/build');

module.exports = createAppConfig({
  name: 'mfe_admin',
  port: Number(process.env.PORT) || 8084,
  dirname: __dirname,
  title: 'mfe-admin (standalone)',
  exposes: { './App': './src/exposes/App.tsx' },
  // Its paths and nav entries, read by the shell from mf-manifest.json (shell/README.md).
  registration: './src/routes.ts',
});
