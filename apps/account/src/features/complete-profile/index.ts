export { CompleteProfile } from './CompleteProfile';
