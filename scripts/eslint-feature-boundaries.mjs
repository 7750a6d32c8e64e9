// ESLint rule store/feature-boundaries: inside an app, a feature folder (apps/<app>/src/features/<name>/)
// reaches another feature only through that feature's index, as bulletproof-react's restricted paths
// do. `../promo` and `../promo/index` are fine from features/top-up; `../promo/PromoField` is not.
import path from 'node:path';

const FEATURE = /(?:^|\/)apps\/([^/]+)\/src\/features\/([^/]+)(?:\/(.*))?$/;
const INDEX = /^index(\.[cm]?[jt]sx?)?$/;

/** The app, feature and path inside it of a file path (posix), or undefined outside features. */
function featureOf(file) {
  const match = FEATURE.exec(file.split(path.sep).join('/'));
  return match ? { app: match[1], feature: match[2], rest: match[3] ?? '' } : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders import each other only through a feature index' },
    schema: [],
    messages: {
      deep: "features/{{from}} imports features/{{to}}/{{rest}}: import '{{to}}' through its index (features/{{to}}/index.ts) instead.",
    },
  },
  create(context) {
    const here = featureOf(context.filename);
    if (!here) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = source.startsWith('.')
        ? featureOf(path.resolve(path.dirname(context.filename), source))
        : featureOf(source);
      if (!target || target.feature === here.feature) return;
      if (target.rest === '' || INDEX.test(target.rest)) return;
      context.report({ node, messageId: 'deep', data: { from: here.feature, to: target.feature, rest: target.rest } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const storePlugin = { meta: { name: 'store' }, rules: { 'feature-boundaries': featureBoundaries } };
