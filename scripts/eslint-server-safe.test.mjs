// node --test scripts/: the server-safe-module-scope rule (no browser global read while a module loads).
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import globals from 'globals';
import { serverSafeModuleScope } from './eslint-server-safe.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// As in eslint.config.mjs: the browser's globals are declared, so the rule must find them as declared globals too.
const declared = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: globals.browser } });
const undeclared = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

const cases = {
  valid: [
    { code: 'export function title() { return document.title; }' },
    { code: 'export const width = () => window.innerWidth;' },
    { code: "export const onServer = typeof window === 'undefined';" },
    { code: 'export class Store { storage = localStorage; }' },
    { code: 'export function useSize() { useEffect(() => { matchMedia("(min-width: 1px)"); }); }' },
    { code: 'const document = { title: "local" }; export const t = document.title;' },
  ],
  invalid: [
    { code: 'export const width = window.innerWidth;', errors: [{ messageId: 'atLoad', data: { name: 'window' } }] },
    { code: "document.head.appendChild(document.createElement('style'));", errors: [{ messageId: 'atLoad' }, { messageId: 'atLoad' }] },
    { code: "if (localStorage.getItem('x')) { console.log(1); }", errors: [{ messageId: 'atLoad' }] },
    { code: 'export class Panel extends HTMLElement {}', errors: [{ messageId: 'atLoad' }] },
    { code: 'const saved = sessionStorage; export { saved };', errors: [{ messageId: 'atLoad' }] },
  ],
};

declared.run('server/safe-module-scope (declared browser globals)', serverSafeModuleScope, cases);
undeclared.run('server/safe-module-scope (undeclared globals)', serverSafeModuleScope, cases);
