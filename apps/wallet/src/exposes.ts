// The wallet team's exposed modules: written once here. Their props types are published in
// src/contract.ts; the shell refuses this remote if it does not support `contract.major`, so bump it on
// a breaking change.
import appPackage from '../package.json';

/** Module Federation exposes map: exposed name -> source file (read by webpack.config.cjs). */
export const exposes = {
  './contract': './src/exposes.ts',
  './CodacashLandingPage': './src/pages/CodacashLandingPage.tsx',
  './WalletHomePage': './src/pages/WalletHomePage.tsx',
  './WalletVerificationPage': './src/pages/WalletVerificationPage.tsx',
  './WalletTransactionStatusPage': './src/pages/WalletTransactionStatusPage.tsx',
  './WalletHeaderInfo': './src/pages/WalletHeaderInfo.tsx',
} as const;

/** What the shell checks at run time ('./contract'); the module names come from the map above. */
export const contract = {
  remote: 'wallet',
  major: 1,
  /** The @store/shared range this build needs; the shell refuses it (SharedVersionRefused) if its kernel does not satisfy it. */
  sharedRange: appPackage.dependencies['@store/shared'],
  modules: Object.keys(exposes)
    .filter((key) => key !== './contract')
    .map((key) => key.slice(2)),
};
