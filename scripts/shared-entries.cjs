// The entries of @store/shared, read from its package.json "exports" map: one list for webpack's
// aliases, jest's moduleNameMapper and the tests that keep tsconfig's paths in step with it.
const path = require('node:path');

const sharedDir = path.resolve(__dirname, '../packages/shared');
const sharedPackage = require(path.join(sharedDir, 'package.json'));

/** Import specifier ('@store/shared', '@store/shared/domain', ...) -> absolute source file. */
function sharedEntries() {
  const entries = {};
  for (const [key, target] of Object.entries(sharedPackage.exports)) {
    if (!target.endsWith('.ts') && !target.endsWith('.tsx')) continue; // ./package.json
    entries[`@store/shared${key.slice(1)}`] = path.join(sharedDir, target);
  }
  return entries;
}

/** webpack resolve.alias: exact matches only, so a deep path into the package does not resolve. */
function sharedAliases() {
  return Object.fromEntries(Object.entries(sharedEntries()).map(([specifier, file]) => [`${specifier}$`, file]));
}

/** jest moduleNameMapper, relative to a project's rootDir two levels below the repository. */
function sharedModuleNameMapper() {
  const root = path.resolve(__dirname, '..');
  return Object.fromEntries(
    Object.entries(sharedEntries()).map(([specifier, file]) => [`^${specifier.replace(/[/]/g, '\\/')}$`, `<rootDir>/../../${path.relative(root, file)}`]),
  );
}

module.exports = { sharedEntries, sharedAliases, sharedModuleNameMapper, sharedVersion: sharedPackage.version };
