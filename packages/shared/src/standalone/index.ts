// @store/shared/standalone: a remote's own page for its team (dev harness), never part of the kernel.
export { startStandaloneRemote, type StandalonePage } from './StandaloneRemote';
