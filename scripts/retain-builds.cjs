// Redeploy safety: a production build keeps the files of the previous builds in dist instead of
// cleaning them, so a tab that loaded the previous remoteEntry.js can still fetch the content-hashed
// chunks it names and finish its purchase. Files that none of the last `builds` builds emitted are
// deleted (docs/decisions/keep-previous-builds-chunks.md).
const fs = require('node:fs');
const path = require('node:path');

const STATE = '.builds.json';
const SERVER_BUNDLE_DIR = 'server/';

function filesUnder(dir, base = dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, base, out);
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

function readState(file) {
  try {
    const state = JSON.parse(fs.readFileSync(file, 'utf8'));
    return state && typeof state === 'object' ? state : {};
  } catch {
    return {};
  }
}

/**
 * Records the assets of each build of a compilation (by compiler name: an app's federated build
 * and its standalone page write into one dist) and deletes every file of the output folder that
 * none of the last `builds` builds of any of them emitted. Use with `output.clean: false`.
 */
class RetainPreviousBuilds {
  /**
   * @param {{ builds?: number }} [options] how many builds' files stay, the current one included
   *   (STORE_RETAINED_BUILDS overrides the default of 3; 1 cleans like output.clean)
   */
  constructor({ builds = Number(process.env.STORE_RETAINED_BUILDS ?? 3) } = {}) {
    if (!Number.isInteger(builds) || builds < 1) throw new Error(`RetainPreviousBuilds: builds must be a whole number >= 1, not ${builds}`);
    this.builds = builds;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('RetainPreviousBuilds', (compilation) => {
      const dir = compiler.outputPath;
      const stateFile = path.join(dir, STATE);
      const state = readState(stateFile);
      const name = compiler.name ?? 'main';
      const emitted = compilation.getAssets().map((asset) => asset.name);
      state[name] = [emitted, ...(Array.isArray(state[name]) ? state[name] : [])].slice(0, this.builds);
      const keep = new Set([STATE, ...Object.values(state).flat(2)]);
      for (const file of filesUnder(dir)) {
        // dist/server/ is a remote's server bundle: its own build (serverRemoteConfig) writes and cleans it.
        if (file.startsWith(SERVER_BUNDLE_DIR)) continue;
        if (!keep.has(file)) fs.rmSync(path.join(dir, file), { force: true });
      }
      fs.writeFileSync(stateFile, `${JSON.stringify(state)}\n`);
    });
  }
}

module.exports = { RetainPreviousBuilds, RETAINED_BUILDS_STATE: STATE };
