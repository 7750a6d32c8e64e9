import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_EMBEDS, ROUTE_PAGES } from './routePages';
import { REMOTE_NAMES } from '../federation/remoteNames';

/** A remote's exposes map, read from its src/exposes.ts the way its webpack build reads it. */
function exposesOf(remote: string): Record<string, string> {
  // A computed path: the shell never imports a remote's source, this test only reads its public list.
  const file = path.resolve(__dirname, '../../..', remote, 'src/exposes.ts');
  return (jest.requireActual(file) as { exposes: Record<string, string> }).exposes;
}

describe('ROUTE_PAGES', () => {
  const exposed = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, Object.keys(exposesOf(remote))]));

  it.each(Object.entries(ROUTE_PAGES).filter(([, page]) => 'remote' in page))('%s renders a module its remote exposes', (_route, page) => {
    const { remote, module } = page as { remote: string; module: string };
    expect(exposed[remote]).toContain(`./${module}`);
  });

  it("every remote's contract module is listed in its exposes", () => {
    for (const remote of REMOTE_NAMES) {
      const { contract, exposes } = jest.requireActual(path.resolve(__dirname, '../../..', remote, 'src/exposes.ts')) as {
        contract: { remote: string; modules: string[] };
        exposes: Record<string, string>;
      };
      expect(contract.remote).toBe(remote);
      expect(contract.modules.map((m) => `./${m}`).sort()).toEqual(Object.keys(exposes).filter((k) => k !== './contract').sort());
    }
  });
});

describe('ROUTE_EMBEDS', () => {
  it.each(Object.entries(ROUTE_EMBEDS))('%s: each embedded module is exposed by its remote and rendered by the page', (route, embeds) => {
    const page = ROUTE_PAGES[route as keyof typeof ROUTE_PAGES] as { remote: string; module: string };
    const file = exposesOf(page.remote)[`./${page.module}`] ?? '';
    const rendered = fs.readFileSync(path.resolve(__dirname, '../../..', page.remote, file), 'utf8');
    for (const { remote, module } of embeds ?? []) {
      expect(Object.keys(exposesOf(remote))).toContain(`./${module}`);
      expect(rendered).toContain(`module="${module}"`);
    }
  });
});
