const { createAppConfig } = require('@rental/build');

module.exports = createAppConfig({
  name: 'mfe_gallery',
  port: Number(process.env.PORT) || 8083,
  dirname: __dirname,
  title: 'mfe-gallery (standalone)',
  exposes: { './App': './src/exposes/App.tsx' },
  // Its server target (dist/server/remoteEntry.js): the shell server renders /gallery with it.
  serverExposes: { './serverRender': './src/server/render.tsx' },
  // Its paths and nav entries, read by the shell from mf-manifest.json (shell/README.md).
  registration: './src/routes.ts',
});
