const path = require('node:path');
const { createAppConfig } = require('@rental/build');

module.exports = createAppConfig({
  name: 'shell',
  port: Number(process.env.PORT) || 8080,
  dirname: __dirname,
  isHost: true,
  title: 'Stage Rentals: audio and lighting gear',
  // Turns a remote that is down into a contained fallback instead of a crashed page.
  runtimePlugins: [path.join(__dirname, 'src/federation/remoteFallbackPlugin.ts')],
});
