/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The shell provides react-router with only REACT_ROUTER_EXPORTS (see scripts/webpack.app.cjs):
// an import of any other name anywhere in the store would be undefined at run time.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REACT_ROUTER_EXPORTS } = require('../../../../scripts/react-router-exports.cjs') as { REACT_ROUTER_EXPORTS: string[] };

const root = path.resolve(__dirname, '../../../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    // Tests and their helpers run in jest with the whole react-router, never against the shell's copy.
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|testutil)\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

function importedNames(source: string): string[] {
  const names: string[] = [];
  const re = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router['"]/g;
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

test('every react-router export the store imports is provided by the shell', () => {
  const files = [...sourceFiles(path.join(root, 'apps')), ...sourceFiles(path.join(root, 'packages'))];
  const missing = new Set<string>();
  let imports = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (/from\s+['"]react-router['"]/.test(source) && /import\s+\*\s+as\s+\w+\s+from\s+['"]react-router['"]/.test(source)) {
      missing.add(`* (namespace import in ${path.relative(root, file)})`);
    }
    for (const name of importedNames(source)) {
      imports++;
      if (!REACT_ROUTER_EXPORTS.includes(name)) missing.add(`${name} (${path.relative(root, file)})`);
    }
  }
  expect(imports).toBeGreaterThan(0);
  expect([...missing]).toEqual([]);
});

test('the import scanner reads named, aliased and type imports', () => {
  expect(importedNames(`import { Link, useParams as p, type LinkProps } from 'react-router';`)).toEqual(['Link', 'useParams']);
  expect(importedNames(`import type { RouteObject } from 'react-router';`)).toEqual([]);
});
