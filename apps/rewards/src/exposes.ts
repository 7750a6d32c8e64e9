// The rewards team's exposed modules: written once here. Their props types are published in
// src/contract.ts; the shell refuses this remote if it does not support `contract.major`, so bump it on
// a breaking change.
import appPackage from '../package.json';

/** Module Federation exposes map: exposed name -> source file (read by webpack.config.cjs). */
export const exposes = {
  './contract': './src/exposes.ts',
  './RewardsLandingPage': './src/pages/RewardsLandingPage.tsx',
  './UserCashbackPage': './src/pages/UserCashbackPage.tsx',
  './HeaderRewardsInfo': './src/pages/HeaderRewardsInfo.tsx',
  './UseRewardsPanel': './src/pages/UseRewardsPanel.tsx',
  './CaptureUidPrompt': './src/pages/CaptureUidPrompt.tsx',
} as const;

/** What the shell checks at run time ('./contract'); the module names come from the map above. */
export const contract = {
  remote: 'rewards',
  major: 1,
  /** The @store/shared range this build needs; the shell refuses it (SharedVersionRefused) if its kernel does not satisfy it. */
  sharedRange: appPackage.dependencies['@store/shared'],
  modules: Object.keys(exposes)
    .filter((key) => key !== './contract')
    .map((key) => key.slice(2)),
};
