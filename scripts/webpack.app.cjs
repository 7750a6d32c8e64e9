// One webpack configuration for every app of the store: the shell (host) and the five remotes.
// Each app's webpack.config.cjs calls createAppConfig with its name; what differs per app lives there.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { StorefrontIconsPlugin } = require('./storefront-icons.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedAliases, sharedVersion } = require('./shared-entries.cjs');
// webpack's own minimizer plugin, driven by swc (already installed as the transpiler).
const Minimizer = require('minimizer-webpack-plugin');
const { RetainPreviousBuilds } = require('./retain-builds.cjs');
const { PrecompressAssets } = require('./precompress.cjs');

const root = path.resolve(__dirname, '..');
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

/**
 * The range of @store/shared an app is built against: its own package.json dependency ("^3.0.0").
 * The kernel is one instance per page (the shell's); a remote that needs a newer minor than the page
 * provides is refused by its contract check with SharedVersionRefused (packages/shared/src/kernel/sharedVersion.ts).
 */
function sharedKernelRange(dir) {
  const range = JSON.parse(fs.readFileSync(path.resolve(dir, 'package.json'), 'utf8')).dependencies?.['@store/shared'];
  if (!range) throw new Error(`${dir}/package.json does not depend on @store/shared`);
  return range;
}

/** Shared singletons: loaded once across shell and remotes. */
function sharedSingletons({ dir } = {}) {
  const singleton = (name, version = versionOf(name)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
  });
  // @store/shared's own singletons: its version, and the range the app's package.json asks for.
  const storeShared = { ...singleton('@store/shared', sharedVersion), requiredVersion: dir ? sharedKernelRange(dir) : `^${sharedVersion}` };
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', versionOf('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', versionOf('react-dom')),
    'react-router': singleton('react-router'),
    mobx: singleton('mobx'),
    'mobx-react-lite': singleton('mobx-react-lite'),
    i18next: singleton('i18next'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // The store's zod (its explicit list of zod/mini's names): one zod per page, the shell's, also for the domain
    // code each remote bundles. Shared whole, it is still only that list (zod/mini itself would be every name).
    '@store/shared/schema': { ...storeShared },
    // The kernel only: the sub-path entries (@store/shared/domain, /errors, /api, /ui) are bundled by
    // each app, tree-shaken (docs/decisions/shared-kernel-and-entries.md). Not strictVersion: a
    // mismatch is refused by the contract check with a typed error, not by a throw inside the slot.
    '@store/shared': { ...storeShared },
  };
}

/**
 * The shell provides the libraries in main.js (eager), not a chunk each: the page started by inserting about fifteen
 * scripts in one task (40-80 ms on a phone, issue 11's blocking time); remotes still take them from the share scope.
 * The kernel stays a chunk of its own, loaded with the bootstrap.
 */
function hostShared(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, key === '@store/shared' ? config : { ...config, eager: true }]));
}

/**
 * A shared module is kept whole (not tree-shaken): react-router whole - data APIs, SSR and RSC helpers -
 * is 61 KB gz, and TanStack Query and mobx carry code the store never calls. The shell provides them with
 * only the exports the store uses; SHARED_USED_EXPORTS is checked against every import in apps/ and
 * packages/ by a unit test.
 */
const { SHARED_USED_EXPORTS } = require('./shared-used-exports.cjs');
const { productionAliases } = require('./production-aliases.cjs');
const SharedUsedExportsOptimizerPlugin = require(path.join(
  path.dirname(require.resolve('@module-federation/enhanced/webpack', { paths: [root] })),
  'lib/sharing/tree-shaking/SharedUsedExportsOptimizerPlugin.js',
)).default;

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * The federation runtime's packages ship ESM and CJS builds; webpack's bundler runtime requires the
 * CJS ones while `@module-federation/enhanced/runtime` imports the ESM ones, and main.js carried
 * both (+24 KB gz). One format for all.
 */
function federationRuntimeAliases() {
  const esm = (pkg, file = 'dist/index.js') => path.join(root, 'node_modules/@module-federation', pkg, file);
  return {
    '@module-federation/runtime-core$': esm('runtime-core'),
    '@module-federation/sdk$': esm('sdk'),
    '@module-federation/runtime$': esm('runtime'),
    '@module-federation/error-codes$': esm('error-codes', 'dist/index.mjs'),
    '@module-federation/webpack-bundler-runtime$': esm('webpack-bundler-runtime'),
  };
}

/** What every build of the store shares: TypeScript via swc, the shared alias, swc minification. */
function baseConfig({ dir, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // Production maps are written for error reporting but neither referenced nor served
    // (static-server.mjs); development maps avoid eval, so one CSP (no 'unsafe-eval') holds in both.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        // The kernel and the sub-path entries of @store/shared, exactly (no deep paths into the package).
        ...sharedAliases(),
        ...federationRuntimeAliases(),
        ...(production ? productionAliases() : {}),
      },
    },
    module: {
      rules: [
        swcRule(),
        { test: /\.css$/, type: 'asset/source' },
        flagAssetRule(),
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new Minimizer({ minify: Minimizer.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    // The manifest plugin's notes (publicPath 'auto' is resolved at run time, as intended) are not news.
    infrastructureLogging: { level: 'error' },
  };
}

/** The shell's start script (startScriptConfig): written into the shell's dist, and inlined in its page. */
const START_SCRIPT = 'start.js';

function appPage({ title, startScriptFile }) {
  return new HtmlWebpackPlugin({
    template: path.join(__dirname, 'app.html'),
    title,
    hash: true,
    publicPath: '/',
    scriptLoading: 'defer',
    // The shell's page carries its start script inline (no request before the first paint; the storefront's CSP names
    // its hash: scripts/storefront-headers.mjs), which fetches main.js; every other app's page names its entry.
    ...(startScriptFile
      ? {
          chunks: [],
          templateParameters: (compilation, assets, assetTags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags: assetTags, files: assets, options },
            startScript: fs.readFileSync(startScriptFile, 'utf8'),
          }),
        }
      : {}),
  });
}

/**
 * The shell's start script (apps/shell/src/start): a build of its own, without the federation plugin, which would put
 * its runtime (27 KB gz) into every entry. The page's only script (issue 11): it fetches main.js once the first screen
 * has painted. Built before the shell, whose page inlines it; no source map (its text is the page's).
 */
function startScriptConfig({ dir, production }) {
  return {
    ...baseConfig({ dir, production }),
    devtool: false,
    name: 'shell-start',
    entry: { start: path.join(dir, 'src/start/index.ts') },
    output: { path: path.join(dir, 'dist'), filename: START_SCRIPT, publicPath: '/', uniqueName: 'shell_start', clean: false },
    plugins: production ? [new RetainPreviousBuilds()] : [],
  };
}

/**
 * @param {object} o
 * @param {string} o.name        federation name (shell, catalog, ...)
 * @param {string} o.dir         the app folder (__dirname of its webpack config)
 * @param {Record<string,string>} [o.exposes]  the remote's exposes map (from src/exposes.ts)
 * @param {string} [o.title]     HTML title of the app's own page
 * @returns a webpack config factory: one build for the shell; for a remote, its federated build
 *          and, after it, its standalone page (the same pages without the shell, for its team).
 */
function createAppConfig({ name, dir, exposes, title }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !exposes;
    const federated = {
      ...baseConfig({ dir, production }),
      name,
      ...(isHost ? { dependencies: ['shell-start'] } : {}),
      entry: isHost ? { main: path.join(dir, 'src/index.ts') } : {},
      output: {
        path: path.join(dir, 'dist'),
        // Content-hashed chunks: a redeployed remote is live on the next reload. Initial chunks
        // (main.js, remoteEntry.js) keep stable names - the federation runtime cannot template a
        // hash into its own chunk's name - and are served no-cache, like mf-manifest.json.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        // The shell is served at the root of every storefront host: its asset URLs are the same in its server's HTML.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // Production: the previous builds' chunks stay (RetainPreviousBuilds prunes), so an open tab
        // survives a redeploy; development: each rebuild starts clean, but for the shell's start script (its own build).
        clean: production ? false : isHost ? { keep: START_SCRIPT } : true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: isHost ? hostShared(sharedSingletons({ dir })) : sharedSingletons({ dir }),
          // A dead remote must never block the shell's start: take what is loaded, do not
          // fetch every remote's entry up front to negotiate versions.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // One federation runtime per page: the shell provides it, remote entries use it
          // (27 -> 9 KB gz per remote entry). A host embedding the remotes provides it the same way.
          // target 'web': these builds run in the browser only, so the runtime drops its Node code paths.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        ...(isHost
          ? [
              new SharedUsedExportsOptimizerPlugin(
                Object.entries(SHARED_USED_EXPORTS).map(([name, usedExports]) => [name, { treeShaking: { usedExports } }]),
                false,
              ),
              appPage({ title: title ?? name, startScriptFile: path.join(dir, 'dist', START_SCRIPT) }),
              new StorefrontIconsPlugin(),
            ]
          : []),
        // The files a page fetches, compressed once here (the standalone page is a team's harness: not precompressed).
        ...(production ? [new PrecompressAssets(), new RetainPreviousBuilds()] : []),
      ],
    };
    if (isHost) return [startScriptConfig({ dir, production }), federated];
    const standalone = {
      ...baseConfig({ dir, production }),
      name: `${name}-standalone`,
      // Written into the same dist after the federated build (which cleans it in development).
      dependencies: [name],
      // The app's bootstrap: src/app/bootstrap.tsx in the feature-folder layout, else src/bootstrap.tsx.
      entry: { standalone: ['src/app/bootstrap.tsx', 'src/bootstrap.tsx'].map((f) => path.join(dir, f)).find((f) => fs.existsSync(f)) },
      output: {
        path: path.join(dir, 'dist'),
        filename: production ? 'standalone.[contenthash:10].js' : 'standalone.js',
        chunkFilename: production ? 'standalone.[id].[contenthash:10].js' : 'standalone.[id].js',
        publicPath: '/',
        uniqueName: `${name}-standalone`,
        clean: false,
      },
      plugins: [appPage({ title: title ?? name }), new StorefrontIconsPlugin(), ...(production ? [new RetainPreviousBuilds()] : [])],
    };
    return [federated, standalone, serverRemoteConfig({ name, dir, exposes, production })];
  };
}

/**
 * A remote's server bundle (issue 11): the same exposed modules for the shell's server renderer, built for Node
 * (target async-node, library commonjs-module) and published beside the browser build, in dist/server/. The server
 * fetches remoteEntry.js over HTTP like a browser would (no URL compiled in anywhere), its ETag standing for its
 * version: one file, so rendering never waits on a second chunk; shared singletons come from the server's share scope.
 */
function serverRemoteConfig({ name, dir, exposes, production }) {
  const webpack = require('webpack');
  const base = baseConfig({ dir, production: false });
  return {
    ...base,
    mode: production ? 'production' : 'development',
    name: `${name}-server`,
    dependencies: [name],
    target: 'async-node',
    devtool: false,
    entry: {},
    output: {
      path: path.join(dir, 'dist/server'),
      // The one file (maxChunks 1, below) is always remoteEntry.js: with '[name].js', a build whose chunks merged the
      // other way round wrote rewards.js, and the page server, finding no server entry, rendered rewards in the browser.
      filename: 'remoteEntry.js',
      chunkFilename: '[name].js',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    // Read by a server, not downloaded by shoppers: unminified (readable stack traces, faster builds).
    optimization: { minimize: false, moduleIds: 'named', chunkIds: 'named' },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        exposes,
        remotes: {},
        // The server provides every shared singleton (apps/shell/src/server/serverFederation.ts): none bundled here.
        shared: Object.fromEntries(Object.entries(sharedSingletons({ dir })).map(([key, config]) => [key, { ...config, import: false }])),
        shareStrategy: 'loaded-first',
        dts: false,
        dev: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

/** The country chooser's flags (flag-icons, MIT): each imported SVG is its own file, fetched only where shown. */
function flagAssetRule() {
  return { test: /flag-icons[\\/]flags[\\/].*\.svg$/, type: 'asset/resource', generator: { filename: 'img/flags/[name].[contenthash:8][ext]' } };
}

module.exports = { createAppConfig, sharedSingletons, sharedKernelRange, swcRule, flagAssetRule };
