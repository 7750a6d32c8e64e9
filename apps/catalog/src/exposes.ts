// The catalog team's exposed modules: written once here. Their props types are published in
// src/contract.ts; the shell refuses this remote if it does not support `contract.major`, so bump it on
// a breaking change.
import appPackage from '../package.json';

/** Module Federation exposes map: exposed name -> source file (read by webpack.config.cjs). */
export const exposes = {
  './contract': './src/exposes.ts',
  './HomePage': './src/features/home/HomePage.tsx',
  './ProductPage': './src/features/product/ProductPage.tsx',
  './GlobalProductPage': './src/features/product/GlobalProductPage.tsx',
  './SearchResultsPage': './src/features/search/SearchResultsPage.tsx',
  './MarketingPage': './src/features/marketing/MarketingPage.tsx',
  './InfoPage': './src/features/info/InfoPage.tsx',
} as const;

/** What the shell checks at run time ('./contract'); the module names come from the map above. */
export const contract = {
  remote: 'catalog',
  major: 1,
  /** The @store/shared range this build needs; the shell refuses it (SharedVersionRefused) if its kernel does not satisfy it. */
  sharedRange: appPackage.dependencies['@store/shared'],
  modules: Object.keys(exposes)
    .filter((key) => key !== './contract')
    .map((key) => key.slice(2)),
};
