// @store/shared/standalone: a remote's own page for its team (dev harness), never part of the kernel.
export { StandaloneRemote, startStandaloneRemote, type StandaloneOptions, type StandalonePage } from './StandaloneRemote';
export { needsSignIn } from './pageAccess';
