const { createAppConfig } = require('../../scripts/webpack.app.cjs');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, title: 'Store' });
