// Reads a remote's src/exposes.ts (its public contract) for its webpack config.
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

function loadExposes(appDir) {
  const mod = tsxRequire(path.join(appDir, 'src/exposes.ts'), __filename);
  if (!mod.exposes || !mod.contract) throw new Error(`${appDir}/src/exposes.ts must export exposes and contract`);
  return mod.exposes;
}

module.exports = { loadExposes };
