'use strict';
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared');
const { RouterExportsCheckPlugin } = require('./routerExports');
const { RegistrationPlugin } = require('./registration');
const { bootFiles } = require('./bootFiles');
const { devRemotesJson } = require('./remotesJson');
const { KeepBuildsPlugin } = require('./keepBuilds');
const { BuildInfoPlugin } = require('./buildInfo');
const { AntdUsePlugin } = require('./antdUse');
const { AntdCssPlugin } = require('./antdCss');
const { ChunkIntegrityPlugin } = require('./chunkIntegrity');

/**
 * The one webpack config for the shell and every remote.
 *
 * @param {object} options
 * @param {string} options.name       federation name, e.g. 'shell' or 'mfe_catalog'
 * @param {number} options.port       dev-server port
 * @param {string} options.dirname    the app's folder (where package.json and src/ live)
 * @param {Record<string,string>} [options.exposes]  modules a remote offers the shell
 * @param {boolean} [options.isHost]  the shell: registers remotes at run time
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (file paths)
 * @param {string} [options.title]    <title> of the html page
 * @param {string} [options.registration] a remote's registration file (paths, nav), put into its mf-manifest.json
 * @param {Record<string,string>} [options.serverExposes] a remote's server target: modules the shell
 *   server loads (serverConfig below); with it the build makes dist/ and dist/server/
 */
function createAppConfig(options) {
  const browser = createBrowserConfig(options);
  if (!options.serverExposes) return browser;
  return (env = {}, argv = {}) => [browser(env, argv), createServerConfig(options, argv)];
}

/**
 * A remote's server target, beside its browser build (dist/server/, published in the same release):
 * one file, `remoteEntry.js`, a Module Federation container for Node (`target: 'async-node'`,
 * commonjs-module, the Node runtime plugin) that the shell server fetches over HTTP from the
 * address beside the release's mf-manifest.json. It shares nothing: it carries its own React,
 * router, store and platform, so it renders alone (its `serverExposes` do the rendering).
 */
function createServerConfig({ name, dirname, exposes = {}, serverExposes }, argv = {}) {
  const webpack = require('webpack');
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  return {
    name: 'server',
    mode,
    context: dirname,
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      // dist/server/ through the file names, not the path: `--output-path` (a deploy's folder)
      // moves both targets together, and each target's clean step leaves the other's files.
      path: path.join(dirname, 'dist'),
      filename: 'server/[name].js',
      chunkFilename: 'server/[name].js',
      uniqueName: `${name}_server`,
      // Chunks are never fetched (one file, below); assets are named as in the browser build.
      publicPath: '/',
      chunkFormat: 'commonjs',
      library: { type: 'commonjs-module' },
      clean: { keep: (file) => !/^server[\\/]/.test(file) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(dirname, 'tsconfig.json') } },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource', generator: { emit: false, filename: 'assets/[name].[contenthash:10][ext]' } },
        { test: /\.css$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'server/remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes: { ...exposes, ...serverExposes },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      // One file: the lazy pages are in it, so a render never waits on a second fetch.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ 'process.env.RENTAL_SERVER_RENDER': JSON.stringify('1') }),
    ],
    stats: 'errors-warnings',
  };
}

function createBrowserConfig({ name, port, dirname, exposes = {}, isHost = false, runtimePlugins = [], title, registration }) {
  if (!name || !dirname) throw new Error('createAppConfig needs name and dirname');
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const production = mode === 'production';
    return {
      mode,
      context: dirname,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        // Hashed in dev too: named chunks of shared modules can share a name.
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // Several webpack runtimes live on one page; each needs its own chunk-loading global.
        uniqueName: name,
        publicPath: 'auto',
        // Removes what no recent build made; KeepBuildsPlugin keeps the last few builds' files, so
        // a page opened before a rebuild still finds its chunks. dist/server/ is the server target's.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('ts-loader'),
              options: { transpileOnly: true, configFile: path.join(dirname, 'tsconfig.json') },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
          { test: /\.css$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [
          new MinimizerPlugin({
            // terser, not esbuild: webpack leaves unused library code inside its module scopes
            // and only terser drops it (react-router's re-export module: 13 KB gzip with terser, 50 KB with
            // esbuild). Slower to build; RENTAL_MINIFIER=esbuild for quick local builds, at es2022:
            // below it esbuild lowers class fields with helpers declared at the top of each chunk
            // file, which are globals in a script, so one chunk's `var C` overwrote another's.
            minify:
              process.env.RENTAL_MINIFIER === 'esbuild'
                ? { implementation: MinimizerPlugin.esbuildMinify, options: { target: 'es2022' } }
                : { implementation: MinimizerPlugin.terserMinify, options: { ecma: 2020, compress: { passes: 2 } } },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : production ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: isHost ? {} : undefined,
          shared: sharedDependencies(dirname, { isHost }),
          shareStrategy: 'loaded-first',
          // The kernel's version policy applies in every app: each resolves its own shared modules.
          runtimePlugins: [require.resolve('./runtime/sharePolicy.js'), ...runtimePlugins],
          manifest: true,
          dts: false,
        }),
        new RouterExportsCheckPlugin(),
        ...(registration ? [new RegistrationPlugin(path.resolve(dirname, registration))] : []),
        new BuildInfoPlugin(dirname),
        // A remote's manifest says whether its own code uses antd (the shell themes only those).
        ...(isHost ? [] : [new AntdUsePlugin(path.join(dirname, 'src'))]),
        // antd's prebuilt style sheet (zeroRuntime), with only the components this build has.
        new AntdCssPlugin(),
        ...(production ? [new KeepBuildsPlugin()] : []),
        // Each chunk is loaded with its SHA-384 from the runtime (the entry remotes.json pins).
        ...(production ? [new ChunkIntegrityPlugin()] : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'template.html'),
          title: title || name,
          // The shell's HTML has the nav bar's static skeleton where the page goes (template.html).
          shellBoot: isHost,
          // Scripts are deferred: they download with the page and run once it is parsed.
          scriptLoading: 'defer',
          // The shell's HTML preloads the chunks its first render needs (bootFiles.js), so they
          // download with the entry script instead of after it has run.
          templateParameters: (compilation, files, tags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags, files, options },
            bootFiles: isHost ? bootFiles(compilation).map((file) => `/${file}`) : [],
          }),
          chunks: ['main'],
          // Absolute, so deep links (/product/x) still find the entry script.
          publicPath: '/',
        }),
      ],
      devServer: {
        port,
        host: process.env.HOST || 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        client: { overlay: { warnings: false, errors: true } },
        static: false,
        // /remotes.json in dev, for the shell and for each remote's standalone page (which reads the
        // API address from it): what scripts/start.mjs passes, else the repository's remotes.json.
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({
            name: 'remotes-json',
            path: '/remotes.json',
            middleware: (req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(devRemotesJson());
            },
          });
          return middlewares;
        },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createAppConfig };
