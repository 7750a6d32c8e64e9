// ESLint rule store/server-safe-module-scope: a module that may render on the server reads no browser global while
// it loads (issue 11; ARCHITECTURE: "pages render on the server as well as in the browser"). Inside a function,
// an effect or an event handler the browser is there when the code runs; at module scope it is not, and Node
// throws "window is not defined" before React renders anything. `typeof window` is the allowed probe.

/** Globals that exist only in a browser (and jsdom), not in Node. */
export const BROWSER_GLOBALS = new Set([
  'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'matchMedia',
  'requestAnimationFrame', 'cancelAnimationFrame', 'customElements', 'getComputedStyle', 'innerWidth', 'innerHeight',
  'IntersectionObserver', 'ResizeObserver', 'MutationObserver', 'HTMLElement', 'Element', 'Node', 'CSSStyleSheet',
  'screen', 'indexedDB', 'alert', 'confirm', 'prompt',
]);

/** True when the reference runs as the module loads: its nearest function-like scope is the module itself. */
function runsAtLoad(scope) {
  for (let s = scope; s; s = s.upper) {
    if (s.type === 'function' || s.type === 'class-field-initializer') return false;
    if (s.type === 'module' || s.type === 'global') return true;
  }
  return true;
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverSafeModuleScope = {
  meta: {
    type: 'problem',
    docs: { description: 'No browser global is read while a module loads, so the module can load on the server' },
    schema: [],
    messages: {
      atLoad:
        '`{{name}}` is read while the module loads: on the server it does not exist. Read it inside a function, an effect or a handler (or probe with `typeof {{name}}`).',
    },
  },
  create(context) {
    return {
      'Program:exit'(program) {
        const globalScope = context.sourceCode.getScope(program);
        // Configured globals (languageOptions.globals) resolve to variables without a definition; others pass through.
        const references = [
          ...globalScope.variables.filter((v) => BROWSER_GLOBALS.has(v.name) && v.defs.length === 0).flatMap((v) => v.references),
          ...globalScope.through.filter((r) => BROWSER_GLOBALS.has(r.identifier.name)),
        ];
        for (const reference of references) {
          const { name } = reference.identifier;
          const parent = reference.identifier.parent;
          if (parent?.type === 'UnaryExpression' && parent.operator === 'typeof') continue;
          // A type position (TS) is not a read.
          if (reference.isValueReference === false || reference.isTypeReference === true) continue;
          if (runsAtLoad(reference.from)) context.report({ node: reference.identifier, messageId: 'atLoad', data: { name } });
        }
      },
    };
  },
};
