const { createAppConfig } = require('../../scripts/webpack.app.cjs');
const serverConfig = require('./webpack.server.cjs');

const browserConfig = createAppConfig({ name: 'shell', dir: __dirname, title: 'Store' });

// The shell's browser build and its start script, and its server module (what the server answers for a page request).
module.exports = (env, argv) => [...browserConfig(env, argv), serverConfig(env, argv)];
