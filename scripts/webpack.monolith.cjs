// One webpack build of the same code without federation, to measure what federation costs.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { StorefrontIconsPlugin } = require('./storefront-icons.cjs');

const root = path.resolve(__dirname, '..');
const { productionAliases } = require('./production-aliases.cjs');
const { sharedAliases } = require('./shared-entries.cjs');
const { flagAssetRule } = require('./webpack.app.cjs');
const Minimizer = require('minimizer-webpack-plugin');

module.exports = {
  mode: 'production',
  context: root,
  entry: { main: path.join(root, 'apps/shell/src/bootstrap.tsx') },
  output: {
    path: path.join(root, 'dist-monolith'),
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    publicPath: '/',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: {
      ...sharedAliases(),
      '@module-federation/enhanced/runtime': path.join(__dirname, 'monolith/federationRuntime.ts'),
      '@module-federation/retry-plugin': path.join(__dirname, 'monolith/federationRuntime.ts'),
      ...productionAliases(),
    },
  },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } },
        },
      },
      { test: /\.css$/, type: 'asset/source' },
      flagAssetRule(),
    ],
  },
  optimization: { minimizer: [new Minimizer({ minify: Minimizer.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } })] },
  plugins: [
    new webpack.NormalModuleReplacementPlugin(/(^|[\\/])remoteLoader$/, path.join(__dirname, 'monolith/remoteLoader.ts')),
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'app.html'), title: 'Store (monolith)', publicPath: '/' }),
    // The same icons as the store's pages link (no 404 in the comparison).
    new StorefrontIconsPlugin(),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};
