// The shell's server module for Node (src/server/storeServer.ts): what the store answers for a page request.
// One CommonJS file in dist-server/ (never in dist/, which is served to browsers), loaded by scripts/serve.mjs.
const path = require('node:path');
const { sharedAliases } = require('../../scripts/shared-entries.cjs');
const { swcRule, flagAssetRule } = require('../../scripts/webpack.app.cjs');

const OUTPUT = path.join(__dirname, 'dist-server');
// Not in react-router's exports map: required by its path, relative to the bundle (the checkout moves with it).
const reactRouterProduction = `./${path.relative(OUTPUT, path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.js'))}`;

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'shell-server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: __dirname,
    devtool: false,
    entry: { 'store-server': path.join(__dirname, 'src/server/storeServer.ts') },
    output: {
      path: OUTPUT,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: sharedAliases() },
    // Packages are required from node_modules at run time (the server runs beside them): only the store's own
    // TypeScript (the shell's server code and @store/shared's source) is compiled, which keeps the build fast.
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        if (!request || request.startsWith('.') || request.startsWith('@store/') || path.isAbsolute(request) || /\.svg$/.test(request)) return callback();
        // react-router's exports map resolves to its development build in Node too (dev checks on every render):
        // a production server requires its production build, as the browser bundle does (production-aliases.cjs).
        if (production && request === 'react-router') return callback(null, `commonjs ${reactRouterProduction}`);
        return callback(null, `commonjs ${request}`);
      },
    ],
    // The flags' URLs as the browser build writes them (same names, the shell's public path '/'); the files are the browser build's.
    module: { rules: [swcRule(), { test: /\.css$/, type: 'asset/source' }, { ...flagAssetRule(), generator: { ...flagAssetRule().generator, emit: false, publicPath: '/' } }] },
    optimization: {
      // Read by the server, not downloaded: no minifying (faster builds, readable stack traces). The kernel's
      // browser-only modules stay out through @store/shared's sideEffects: false, in development builds too.
      minimize: false,
      sideEffects: true,
      usedExports: true,
      providedExports: true,
      splitChunks: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
};
