// Packages whose exports map always points at a development build: a production bundle of the store
// takes their production build instead (react-router 7 ships dist/development by default, with its dev
// warnings switched on).
const path = require('node:path');

function productionAliases() {
  const reactRouter = path.dirname(require.resolve('react-router/package.json'));
  return { 'react-router$': path.join(reactRouter, 'dist/production/index.mjs') };
}

module.exports = { productionAliases };
