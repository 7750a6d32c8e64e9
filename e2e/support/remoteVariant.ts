import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface RemoteVariant {
  /** The built variant's dist folder. */
  dist: string;
  remove(): void;
}

/**
 * Builds a variant of a remote as its team would: a copy of its source with some edits, built
 * alone with the production config. The shell is not rebuilt.
 */
export function buildRemoteVariant(
  remote: string,
  variant: string,
  edits: Array<{ file: string; from: string | RegExp; to: string }>,
): RemoteVariant {
  const name = `.e2e-${remote}-${variant}`;
  const dir = path.join(root, 'apps', name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, 'apps', remote), dir, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}dist`) && !src.includes('node_modules'),
  });
  for (const edit of edits) {
    const file = path.join(dir, edit.file);
    const before = readFileSync(file, 'utf8');
    const after = before.replace(edit.from, edit.to);
    if (after === before) throw new Error(`edit of ${edit.file} changed nothing`);
    writeFileSync(file, after);
  }
  execFileSync(process.execPath, ['scripts/build.mjs', name], { cwd: root, stdio: 'pipe' });
  const dist = path.join(dir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${name} did not build`);
  return { dist, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
