const { createAppConfig } = require('@rental/build');

module.exports = createAppConfig({
  name: 'mfe_booking',
  port: Number(process.env.PORT) || 8082,
  dirname: __dirname,
  title: 'mfe-booking (standalone)',
  exposes: { './App': './src/exposes/App.tsx' },
  // Its server target (dist/server/remoteEntry.js): the shell server renders /booking with it.
  serverExposes: { './serverRender': './src/server/render.tsx' },
  // Its paths and nav entries, read by the shell from mf-manifest.json (shell/README.md).
  registration: './src/routes.ts',
});
