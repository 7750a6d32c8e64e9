const { createAppConfig } = require('../../scripts/webpack.app.cjs');
const { loadExposes } = require('../../scripts/load-exposes.cjs');

module.exports = createAppConfig({ name: 'account', dir: __dirname, exposes: loadExposes(__dirname), title: 'Store - account' });
