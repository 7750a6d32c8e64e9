/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The shell provides react-router, TanStack Query and mobx with only SHARED_USED_EXPORTS (see
// scripts/webpack.app.cjs): an import of any other name anywhere in the store would be undefined at run time.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_USED_EXPORTS, SHARED_CONSUMERS } = require('../../../../scripts/shared-used-exports.cjs') as {
  SHARED_USED_EXPORTS: Record<string, string[]>;
  SHARED_CONSUMERS: Record<string, string[]>;
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const root = path.resolve(__dirname, '../../../..');

function sourceFiles(dir: string, out: string[] = [], pattern = /\.(ts|tsx)$/): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    // The shell's server code runs in Node with the packages themselves (node_modules), never the shell's browser copies.
    if (full === path.join(root, 'apps/shell/src/server')) continue;
    if (statSync(full).isDirectory()) sourceFiles(full, out, pattern);
    // Tests and their helpers run in jest with the whole react-router, never against the shell's copy.
    else if (pattern.test(name) && !/\.(test|testutil)\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

function importedNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  // Imports and re-exports (`export { a } from 'pkg'` hands the name on: it must be provided too).
  const re = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${escape(pkg)}['"]`, 'g');
  for (const match of source.matchAll(re)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

describe.each(Object.entries(SHARED_USED_EXPORTS))('%s', (pkg, provided) => {
  test('every export the store imports is provided by the shell', () => {
    const files = [...sourceFiles(path.join(root, 'apps')), ...sourceFiles(path.join(root, 'packages'))];
    const missing = new Set<string>();
    let imports = 0;
    const from = new RegExp(`from\\s+['"]${escape(pkg)}['"]`);
    const namespace = new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s+from\\s+['"]${escape(pkg)}['"]`);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      if (from.test(source) && namespace.test(source)) missing.add(`a namespace or default import in ${path.relative(root, file)}`);
      for (const name of importedNames(source, pkg)) {
        imports++;
        if (!provided.includes(name)) missing.add(`${name} (${path.relative(root, file)})`);
      }
    }
    expect(imports).toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });

  test('every export another shared library imports from it is provided', () => {
    const missing: string[] = [];
    let imports = 0;
    const consumers = SHARED_CONSUMERS[pkg] ?? [];
    for (const consumer of consumers) {
      const dir = path.dirname(require.resolve(`${consumer}/package.json`, { paths: [root] }));
      for (const file of sourceFiles(path.join(dir, 'es'), [], /\.js$/)) {
        const source = readFileSync(file, 'utf8').replace(/from\s+"/g, "from '").replace(/(from '[^"']+)"/g, "$1'");
        for (const name of importedNames(source, pkg)) {
          imports++;
          if (!provided.includes(name)) missing.push(`${name} (${consumer})`);
        }
      }
    }
    if (consumers.length > 0) expect(imports).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

test('the import scanner reads named, aliased and type imports', () => {
  expect(importedNames(`import { Link, useParams as p, type LinkProps } from 'react-router';`, 'react-router')).toEqual(['Link', 'useParams']);
  expect(importedNames(`import type { RouteObject } from 'react-router';`, 'react-router')).toEqual([]);
  expect(importedNames(`import { useQuery } from '@tanstack/react-query';`, '@tanstack/react-query')).toEqual(['useQuery']);
  expect(importedNames(`export { object, string as text } from 'zod/mini';\nexport type { infer } from 'zod/mini';`, 'zod/mini')).toEqual(['object', 'string']);
});
